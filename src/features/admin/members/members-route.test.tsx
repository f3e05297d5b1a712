// The members screens as routes under the real router against the mock (docs/admin-area.md, pattern 7): the list
// (filter → URL → rows, a row opens the detail), the detail (suspend with a reason) and the
// statistics (figures and charts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent ?? '');

describe('/admin/uye/uye-listele/ under the real router', () => {
  it('filters by role into the URL and shows only those members', async () => {
    const view = await renderRoute('/admin/uye/uye-listele/');
    const table = await screen.findByRole('table', { name: 'Üyeler' });
    expect(rowNames(table).length).toBeGreaterThan(5);
    await userEvent.selectOptions(screen.getByLabelText('Rol'), 'Yönetici');
    await waitFor(() => expect(view.location()).toContain('role=Admin'));
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'Üyeler' }))).toHaveLength(1));
    expect(rowNames(screen.getByRole('table', { name: 'Üyeler' }))[0]).toContain('Yönetici');
  });

  it('reads status, search and sort from the URL', async () => {
    await renderRoute('/admin/uye/uye-listele/?status=2&sort=name');
    const table = await screen.findByRole('table', { name: 'Üyeler' });
    const names = rowNames(table);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
    expect(within(table).getAllByText('Onay Bekliyor').length).toBe(names.length);
  });

  it('opens a member from a row', async () => {
    const view = await renderRoute('/admin/uye/uye-listele/?q=mehmet');
    await screen.findByRole('table', { name: 'Üyeler' });
    await userEvent.click(screen.getByRole('row', { name: /Mehmet Kaya: üye bilgilerini aç/ }));
    await waitFor(() => expect(view.location()).toBe('/admin/uye/uye-listele/2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Kaya' })).toBeInTheDocument();
  });
});

describe('/admin/uye/uye-listele/$userId', () => {
  it('suspends with a required reason, shows the reason, and reactivates', async () => {
    await renderRoute('/admin/uye/uye-listele/8');
    await screen.findByRole('heading', { level: 1 });
    const account = screen.getByRole('region', { name: 'Hesap' });
    expect(within(account).getByText('Aktif')).toBeInTheDocument();
    await userEvent.click(within(account).getByRole('button', { name: 'Askıya Al' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Askıya Al' }));
    expect(await within(dialog).findByText(/Lütfen gerekçeyi yazınız/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Gerekçe/), 'Sahte siparişler');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Askıya Al' }));
    await waitFor(() => expect(within(account).getByText('Askıya Alındı')).toBeInTheDocument());
    expect(within(account).getByText('Sahte siparişler')).toBeInTheDocument();
    await userEvent.click(within(account).getByRole('button', { name: 'Yeniden Etkinleştir' }));
    const again = await screen.findByRole('dialog');
    await userEvent.type(within(again).getByLabelText(/Gerekçe/), 'İtiraz kabul edildi');
    await userEvent.click(within(again).getByRole('button', { name: 'Yeniden Etkinleştir' }));
    await waitFor(() => expect(within(account).getByText('Aktif')).toBeInTheDocument());
  }, 30_000);

  it("offers no status change on the admin's own account, nor for a pending courier", async () => {
    const view = await renderRoute('/admin/uye/uye-listele/5');
    const account = await screen.findByRole('region', { name: 'Hesap' });
    expect(within(account).getByText('Kendi hesabınızın durumunu değiştiremezsiniz.')).toBeInTheDocument();
    expect(within(account).queryByRole('button')).not.toBeInTheDocument();
    view.unmount();
    await renderRoute('/admin/uye/uye-listele/4');
    const pending = await screen.findByRole('region', { name: 'Hesap' });
    expect(within(pending).getByText(/onay ekranında karara bağlanır/)).toBeInTheDocument();
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Onay ekranında incele' })).toBeInTheDocument();
  });

  it("shows a courier's profile and the shipments they carry", async () => {
    await renderRoute('/admin/uye/uye-listele/3');
    expect(await screen.findByRole('region', { name: 'Kurye Profili' })).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: /kurye olarak taşıdığı gönderiler/ }),
    ).toBeInTheDocument();
  });
});

describe('/admin/uye/istatistik/', () => {
  it('shows the figures and a chart with its table per breakdown', async () => {
    await renderRoute('/admin/uye/istatistik/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Üye İstatistikleri' })).toBeInTheDocument();
    for (const title of [
      'Son 30 günde yeni üyeler',
      'Role göre üyeler',
      'Duruma göre üyeler',
      'İllere göre üyeler',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    const byRole = screen.getByRole('table', { hidden: true, name: 'Role göre üyeler (tablo)' });
    expect(within(byRole).getByText('Kurye')).toBeInTheDocument();
    // Both shares (role, status) show their table open, each label beside its slice's colour.
    const byStatus = screen.getByRole('table', { hidden: true, name: 'Duruma göre üyeler (tablo)' });
    const swatches = [byRole, byStatus].map((t) =>
      [...t.querySelectorAll<HTMLElement>('tbody td span[aria-hidden]')].map((s) => s.style.background),
    );
    expect(swatches[0]).toContain('var(--mantine-color-orange-6)');
    expect(swatches[1]).toContain('var(--mantine-color-teal-6)');
    expect(byStatus.closest('details')).toBeNull();
    expect(document.querySelectorAll('.recharts-responsive-container').length).toBeGreaterThanOrEqual(4);
  });
});
