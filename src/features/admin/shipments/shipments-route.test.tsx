// The admin shipment screens as routes under the real router against the mock: the list (filter →
// URL → rows), one shipment in the form's view mode with its history, offers and admin actions.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

// The map is not what these tests read (and its `?url` stylesheet is outside a worktree's root).
vi.mock('@/features/addresses/map-picker', () => ({ MapPicker: () => null }));

// Mantine's autosizing Textarea (the form's notes) listens to document.fonts, which happy-dom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const shipmentIdsIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent?.replace(/\D/g, ''));

describe('/admin/gonderi/gonderi-liste/ under the real router', { timeout: 30_000 }, () => {
  it('lists every shipment newest first, with its customer', async () => {
    await renderRoute('/admin/gonderi/gonderi-liste/');
    const table = await screen.findByRole('table', { name: 'Gönderiler' });
    expect(shipmentIdsIn(table)).toHaveLength(12);
    expect(within(table).getAllByText('Ayşe Yılmaz').length).toBeGreaterThan(0);
    expect(screen.getByText('Toplam 12 gönderi')).toBeInTheDocument();
  });

  it('takes status and city from the URL to the server', async () => {
    const view = await renderRoute('/admin/gonderi/gonderi-liste/?status=%5B2%5D&cityId=6');
    const table = await screen.findByRole('table', { name: 'Gönderiler' });
    expect(shipmentIdsIn(table)).toEqual(['1004']);
    expect(view.location()).toContain('cityId=6');
  });

  it('puts a tender filter into the URL and shows only tenders', async () => {
    const view = await renderRoute('/admin/gonderi/gonderi-liste/');
    await screen.findByRole('table', { name: 'Gönderiler' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'İhale' }), 'İhaleli');
    await waitFor(() => expect(view.location()).toContain('tender=true'));
    await waitFor(() =>
      expect(new Set(shipmentIdsIn(screen.getByRole('table', { name: 'Gönderiler' })))).toEqual(
        new Set(['1003', '1004', '1005', '1010', '1011']),
      ),
    );
  });

  it('sorts by price through the header and keeps it in the URL', async () => {
    const view = await renderRoute('/admin/gonderi/gonderi-liste/');
    await screen.findByRole('table', { name: 'Gönderiler' });
    await userEvent.click(screen.getByRole('button', { name: /Tutar: sıralanmamış/ }));
    await waitFor(() => expect(view.location()).toContain('sort=totalPrice'));
  });

  it('"CSV İndir" saves the server’s export of the current filter and sort, under the server’s file name', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const urls: string[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const listen = ({ request }: { request: Request }) => void urls.push(request.url);
    server.events.on('request:start', listen);
    try {
      await renderRoute('/admin/gonderi/gonderi-liste/?status=%5B2%2C40%2C50%5D&sort=-totalPrice');
      await screen.findByRole('table', { name: 'Gönderiler' });
      await userEvent.click(screen.getByRole('button', { name: 'CSV İndir' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const exportUrl = new URL(urls.find((u) => u.includes('/admin/shipments/export'))!);
      expect(exportUrl.searchParams.getAll('status')).toEqual(['2', '40', '50']);
      expect(exportUrl.searchParams.get('sort')).toBe('-totalPrice');
      expect(exportUrl.searchParams.has('page')).toBe(false);
      expect(names).toEqual(['gonderiler.csv']);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFF"No";"Müşteri";"Müşteri Telefonu";"Durum";"Alış Şehri";"Araç / İhale";"Tutar";"Tarih"',
      );
      // The four shipments of those statuses, most expensive first: the list's rows, in its order.
      const prices = lines
        .slice(1, -1)
        .map((l) => Number(l.split(';')[6]!.replace(/"/g, '').replace(',', '.')));
      expect(prices).toHaveLength(4);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    } finally {
      server.events.removeListener('request:start', listen);
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  });

  it('"CSV İndir" says in Turkish why the export failed', async () => {
    await renderRoute('/admin/gonderi/gonderi-liste/');
    await screen.findByRole('table', { name: 'Gönderiler' });
    server.use(
      http.get('*/admin/shipments/export', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'INTERNAL_ERROR',
            desc: 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz',
          },
          { status: 500 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'CSV İndir' }));
    expect(await screen.findByText(/Beklenmedik bir hata oluştu/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    server.resetHandlers();
  });

  it('says so when a filter matches nothing, and clears it', async () => {
    const view = await renderRoute('/admin/gonderi/gonderi-liste/?q=yokboyle');
    expect(await screen.findByText('Bu süzgece uyan gönderi yok.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Süzgeci Temizle' }));
    await waitFor(() => expect(view.location()).not.toContain('q='));
  });
});

// The form renders every step at once in view mode: slow on a busy machine.
describe('/admin/gonderi/gonderi-liste/$shipmentId under the real router', { timeout: 30_000 }, () => {
  it('reads as text (addresses, price), with its history, its offers and the form on request', async () => {
    await renderRoute('/admin/gonderi/gonderi-liste/1005');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gönderi 1005' })).toBeInTheDocument();
    const addresses = screen.getByRole('region', { name: 'Adresler' });
    expect(within(addresses).getByText('Çıkış Adresi')).toBeInTheDocument();
    expect(within(addresses).getByText('Teslimat Adresi 1')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ücret' })).getAllByText(/₺$/).length).toBeGreaterThan(
      0,
    );
    // The customer's form only on request, in view mode.
    expect(screen.queryByRole('region', { name: 'Gönderi Bilgileri' })).not.toBeInTheDocument();
    // The form's parts load as it opens (it suspends): the click is awaited inside act.
    const show = screen.getByRole('button', { name: 'Gönderi Formunu Göster' });
    await act(async () => {
      fireEvent.click(show);
      await Promise.resolve();
    });
    const form = await screen.findByRole('region', { name: 'Gönderi Bilgileri' });
    // View mode: no field can be changed, no next-step buttons.
    await waitFor(() => expect(within(form).getAllByRole('radio').length).toBeGreaterThan(0));
    for (const field of [...within(form).queryAllByRole('radio'), ...within(form).queryAllByRole('textbox')])
      expect(field).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Sonraki Adım' })).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Durum Geçmişi' });
    expect(await within(history).findByText('Kurye Atama')).toBeInTheDocument();
    const offers = await screen.findByRole('table', { name: 'Teklifler' });
    expect(within(offers).getAllByRole('row')).toHaveLength(3);
    expect(within(offers).getByText('İhaleyi Aldı')).toBeInTheDocument();
  });

  it('cancels with a required reason; the status, the buttons and the history change', async () => {
    await renderRoute('/admin/gonderi/gonderi-liste/1002');
    const actions = await screen.findByRole('group', { name: 'Yönetici işlemleri' });
    // At 1 the admin may cancel, not restart.
    expect(within(actions).queryByRole('button', { name: 'Yeniden Başlat' })).not.toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: 'İptal Et' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal Et' }));
    expect(await within(dialog).findByText(/Lütfen iptal gerekçesini yazınız/)).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /İptal Gerekçesi/ }),
      'Mükerrer sipariş.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal Et' }));
    expect(
      await screen.findByText('Bu durumda yönetici işlemi yok.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Gönderi özeti' });
    expect(within(summary).getByText('İptal')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Durum Geçmişi' });
    expect(await within(history).findByText('Gerekçe: Mükerrer sipariş.')).toBeInTheDocument();
    expect(within(history).getByText('İşlemi yapan: Kurye Çağır Yönetici')).toBeInTheDocument();
  });

  it('offers restart at 8 (a courier gave up) and cancel beside it', async () => {
    await renderRoute('/admin/gonderi/gonderi-liste/1010');
    const actions = await screen.findByRole('group', { name: 'Yönetici işlemleri' });
    expect(within(actions).getByRole('button', { name: 'Yeniden Başlat' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'İptal Et' })).toBeInTheDocument();
  });

  it('shows no admin action for a completed shipment', async () => {
    await renderRoute('/admin/gonderi/gonderi-liste/1011');
    expect(await screen.findByText('Bu durumda yönetici işlemi yok.')).toBeInTheDocument();
  });

  it('says the shipment was not found, with a retry', async () => {
    await renderRoute('/admin/gonderi/gonderi-liste/99999');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
  });
});
