// The admin lists' search box shows the URL's search: Back to an unsearched list empties it (it
// kept what was typed while the URL went back), and clearing the filters empties it too.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

describe('ListSearchBox (an admin list search, bound to the URL)', () => {
  it('shows the URL again after Back, and after "Süzgeçleri Temizle"', async () => {
    const view = await renderRoute('/admin/uye/uye-listele/');
    await screen.findByRole('table', { name: 'Üyeler' });
    // Pasted, so it is one search whatever the machine's speed (typed on a loaded machine, a pause
    // between keys sends a part of it as a search of its own, and Back goes to that one).
    await userEvent.click(screen.getByRole('searchbox', { name: 'Ara' }));
    await userEvent.paste('zzyyxx');
    await waitFor(() => expect(view.location()).toContain('q=zzyyxx'));
    view.router.history.back();
    await waitFor(() => expect(view.location()).not.toContain('q='));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue(''));

    await userEvent.click(screen.getByRole('searchbox', { name: 'Ara' }));
    await userEvent.paste('zzyyxx');
    await userEvent.click(await screen.findByRole('button', { name: 'Süzgeçleri Temizle' }));
    await waitFor(() => expect(view.location()).not.toContain('q='));
    expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue('');
  }, 30_000);

  it('empties the box after a Back that comes before the list showed the search it sent', async () => {
    const view = await renderRoute('/admin/uye/uye-listele/');
    await screen.findByRole('table', { name: 'Üyeler' });
    // Back at the moment the search reaches the URL, before the router has rendered it: the box
    // never sees its search come back, only the list it left, which it had seen before.
    const stop = view.router.history.subscribe(({ location }) => {
      if (!location.search.includes('q=zzyyxx')) return;
      stop();
      view.router.history.back();
    });
    await userEvent.click(screen.getByRole('searchbox', { name: 'Ara' }));
    await userEvent.paste('zzyyxx');
    await waitFor(() => expect(view.router.history.location.search).toBe(''), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue(''));
  }, 30_000);
});
