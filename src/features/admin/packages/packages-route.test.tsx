// The package screens as routes under the real router against the mock (docs/admin-area.md, pattern 7): a list
// (filter → URL → rows), the one editor (validation under the fields, the server's error on a
// field, a saved change in the list), the member packages' status change and the statistics.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

describe('/admin/paket/paket-tanim-liste/', () => {
  it('filters by status through the URL', async () => {
    const view = await renderRoute('/admin/paket/paket-tanim-liste/');
    const table = await screen.findByRole('table', { name: 'Paket tanımları' });
    expect(rowNames(table)).toHaveLength(3);
    await userEvent.selectOptions(screen.getByLabelText('Durum'), 'Pasif');
    await waitFor(() => expect(view.location()).toContain('isActive=false'));
    await waitFor(() => expect(rowNames(table)).toEqual([expect.stringContaining('Kurye Öne Çıkan')]));
  });

  it('sorts by price from a shared link', async () => {
    await renderRoute('/admin/paket/paket-tanim-liste/?sort=-price');
    const table = await screen.findByRole('table', { name: 'Paket tanımları' });
    expect(rowNames(table)[0]).toContain('Cari Hesap Yıllık');
  });

  it('adds a package with the editor: errors under the fields first, then saved and listed', async () => {
    await renderRoute('/admin/paket/paket-tanim-liste/');
    await screen.findByRole('table', { name: 'Paket tanımları' });
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Paket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Paket' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getAllByText('Bu alan zorunludur.').length).toBeGreaterThanOrEqual(3);

    await userEvent.type(within(dialog).getByLabelText(/Paket adı/), 'Cari Hesap Üç Aylık');
    await userEvent.type(within(dialog).getByLabelText(/Fiyat/), '1.299,90');
    await userEvent.clear(within(dialog).getByLabelText(/Süre/));
    await userEvent.type(within(dialog).getByLabelText(/Süre/), '90');
    await userEvent.type(within(dialog).getByLabelText(/Ürün kodu/), 'cari hesap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Girilen değer geçersiz.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/Ürün kodu/));
    await userEvent.type(within(dialog).getByLabelText(/Ürün kodu/), 'carihesap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Paket tanımları' });
    await waitFor(() =>
      expect(rowNames(table)).toContainEqual(expect.stringContaining('Cari Hesap Üç Aylık')),
    );
    expect(within(table).getByText('1.299,90 ₺')).toBeInTheDocument();
    expect(within(table).getByText('90 gün')).toBeInTheDocument();
  }, 30_000);

  it('refuses a duration out of range with the field’s message instead of changing it (issue 27)', async () => {
    await renderRoute('/admin/paket/paket-tanim-liste/');
    await screen.findByRole('table', { name: 'Paket tanımları' });
    await userEvent.click(screen.getByRole('button', { name: 'Cari Hesap Başlangıç: Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: /Paketi Düzenle/ });
    const duration = within(dialog).getByLabelText(/Süre/);
    for (const typed of ['99999', '-5']) {
      await userEvent.clear(duration);
      await userEvent.type(duration, typed);
      await userEvent.tab();
      // What was typed stays; the message says the bounds (nothing saved as 3660 or 5).
      expect(duration).toHaveValue(typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
      expect(
        await within(dialog).findByText('Süre 1 ile 3.660 gün arasında bir tam sayı olmalıdır.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: /Paketi Düzenle/ })).toBeInTheDocument();
    }
  }, 30_000);

  it('edits a package in the same editor and puts the server’s refusal under its field', async () => {
    await renderRoute('/admin/paket/paket-tanim-liste/');
    await screen.findByRole('table', { name: 'Paket tanımları' });
    await userEvent.click(screen.getByRole('button', { name: 'Cari Hesap Başlangıç: Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: /Paketi Düzenle/ });
    expect(within(dialog).getByLabelText(/Fiyat/)).toHaveValue('499');

    server.use(
      http.put('*/admin/packages/1', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            desc: 'Lütfen bilgileri kontrol ediniz.',
            errors: [{ field: 'productCode', code: 'FIELD_INVALID', desc: 'Bu ürün kodu kullanılamaz.' }],
          },
          { status: 400 },
        ),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    // The refusal is said (docs/errors-and-messages.md), then stays under the field it is about.
    await userEvent.click(await screen.findByRole('button', { name: 'Tamam' }));
    expect(await within(dialog).findByText('Bu ürün kodu kullanılamaz.')).toBeInTheDocument();
    server.resetHandlers();

    const price = within(dialog).getByLabelText(/Fiyat/);
    await userEvent.clear(price);
    await userEvent.type(price, '549,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Paket tanımları' });
    expect(await within(table).findByText('549,50 ₺')).toBeInTheDocument();
  }, 30_000);

  it('refuses to delete a package members hold, in the words of the server', async () => {
    await renderRoute('/admin/paket/paket-tanim-liste/');
    await screen.findByRole('table', { name: 'Paket tanımları' });
    await userEvent.click(screen.getByRole('button', { name: 'Cari Hesap Başlangıç: Sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Paketi sil' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(
      await screen.findByText('Bu paket üyeler tarafından kullanıldığı için silinemez.', { exact: false }),
    ).toBeInTheDocument();
  });
});

describe('/admin/paket/uye-paket-liste/', () => {
  it('filters by status in the URL and offers only the allowed changes', async () => {
    await renderRoute('/admin/paket/uye-paket-liste/?status=1');
    const table = await screen.findByRole('table', { name: 'Üye paketleri' });
    expect(rowNames(table)).toEqual([expect.stringContaining('Burak Öztürk')]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('button', { name: /Ödendi, Aktif Yap/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Ödeme Yapılmadı/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Süresi Doldu/ })).not.toBeInTheDocument();
  });

  it('marks a package paid after a confirmation', async () => {
    await renderRoute('/admin/paket/uye-paket-liste/?userId=8');
    const table = await screen.findByRole('table', { name: 'Üye paketleri' });
    await userEvent.click(within(table).getByRole('button', { name: /Ödendi, Aktif Yap/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Durum: Aktif' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ödendi, Aktif Yap' }));
    expect(await within(table).findByText('Aktif')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /Süresi Doldu/ })).toBeInTheDocument();
  });
});

describe('/admin/paket/istatistik/', () => {
  it('shows the figures and the charts with their tables', async () => {
    await renderRoute('/admin/paket/istatistik/');
    expect(
      await screen.findByRole('heading', { name: 'Paket İstatistikleri', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aktif paketlerin tutarı').nextElementSibling).toHaveTextContent('499,00 ₺');
    const byStatus = screen.getByRole('table', { name: 'Duruma göre üye paketleri' });
    expect(within(byStatus).getByRole('row', { name: /Red-Ödeme Yapılmadı 1/ })).toBeInTheDocument();
    const byPackage = screen.getByRole('table', { name: 'Pakete göre satışlar' });
    expect(
      within(byPackage).getByRole('row', { name: /Cari Hesap Yıllık 1 5\.090,00 ₺ 0/ }),
    ).toBeInTheDocument();
    expect(document.querySelector('.recharts-responsive-container, .recharts-wrapper, svg')).not.toBeNull();
  });
});
