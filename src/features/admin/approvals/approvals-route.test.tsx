// The approvals screen as a route (a list screen type, docs/admin-area.md, pattern 7): the URL's filter reaches the
// server, the rows come back, a change of filter goes back into the URL.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

// Whole routes against the mock: slower than a component test on a busy machine.
describe('/admin/onay/onay-liste/ under the real router', { timeout: 30_000 }, () => {
  it('lists the pending couriers for an admin, newest first', async () => {
    await renderRoute('/admin/onay/onay-liste/');
    const table = await screen.findByRole(
      'table',
      { name: 'Onay bekleyen kurye başvuruları' },
      { timeout: 10_000 },
    );
    const names = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(names[0]).toContain('Selin Aydın');
    expect(names[1]).toContain('Zeynep Şahin');
  });

  it('keeps a search in the URL and sends it to the server', async () => {
    const view = await renderRoute('/admin/onay/onay-liste/?q=zeynep');
    const table = await screen.findByRole(
      'table',
      { name: 'Onay bekleyen kurye başvuruları' },
      { timeout: 10_000 },
    );
    expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
    expect(view.location()).toContain('q=zeynep');
  });

  it('shows the admin sign-in in place when signed out, and the list after it', async () => {
    await renderRoute('/admin/onay/onay-liste/', { as: null });
    expect(
      await screen.findByRole('heading', { name: 'Admin Girişi' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Telefon/), '5301112233');
    await userEvent.type(screen.getByLabelText(/Şifre/), 'Admin123!');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş' }));
    expect(
      await screen.findByRole('table', { name: 'Onay bekleyen kurye başvuruları' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('sorts on the server from the URL and puts a header click back into it', async () => {
    const view = await renderRoute('/admin/onay/onay-liste/?sort=name');
    const table = await screen.findByRole(
      'table',
      { name: 'Onay bekleyen kurye başvuruları' },
      { timeout: 10_000 },
    );
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent ?? '');
    expect(names()[0]).toContain('Selin Aydın');
    expect(names()[1]).toContain('Zeynep Şahin');
    await userEvent.click(screen.getByRole('button', { name: 'Ad Soyad: artan sırada, sırala' }));
    await vi.waitFor(() => expect(view.location()).toContain('sort=-name'), { timeout: 10_000 });
    await vi.waitFor(() => expect(names()[0]).toContain('Zeynep Şahin'), { timeout: 10_000 });
  });
});
