// The admin home under the real router against the mock: today's four figures, each a link to
// its screen with the filter in the URL.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

describe('/admin/ (the admin home)', () => {
  it('shows the four figures of today as links', async () => {
    await renderRoute('/admin/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Bugünün rakamları' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      expect.stringMatching(/^\/admin\/gonderi\/gonderi-liste\/\?from=\d{4}-\d{2}-\d{2}&to=/),
      '/admin/gonderi/gonderi-liste/?status=2',
      '/admin/onay/onay-liste/',
      // Issue 27: the cash is settled on Mutabakat (a handover), not by Muhasebe.
      expect.stringMatching(/^\/admin\/hesap\/mutabakat\/\?from=\d{4}-\d{2}-\d{2}&to=/),
    ]);
    expect(screen.getByRole('link', { name: /Onay bekleyen kurye: 2\./ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mutabakatı yapılmamış nakit: .*₺/ })).toBeInTheDocument();
  });

  it('opens the approvals from its card', async () => {
    const view = await renderRoute('/admin/');
    await userEvent.click(await screen.findByRole('link', { name: /Onay bekleyen kurye/ }));
    await waitFor(() => expect(view.location()).toBe('/admin/onay/onay-liste/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Onay Bekleyenler' })).toBeInTheDocument();
  });
});
