// The notification screens as routes under the real router against the mock (docs/admin-area.md, pattern 7): the
// list (filter → URL → rows, cancelling a pending one) and the send form (validation, the
// preview, the recipient count, the confirmation naming it, the list showing what was sent).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

describe('/admin/bildirim/bildirim-liste/', () => {
  it('filters by status through the URL and cancels a pending one', async () => {
    const view = await renderRoute('/admin/bildirim/bildirim-liste/');
    const table = await screen.findByRole('table', { name: 'Bildirimler' });
    expect(rowNames(table)).toHaveLength(3);
    expect(within(table).getAllByText('Tüm müşteriler')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Durum'), 'Bekliyor');
    await waitFor(() => expect(view.location()).toContain('status=1'));
    await waitFor(() => expect(rowNames(table)).toEqual([expect.stringContaining('Belge güncelleme')]));

    await userEvent.click(within(table).getByRole('button', { name: 'Belge güncelleme: İptal Et' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bildirimi iptal et' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'İptal Et' }));
    expect(await screen.findByText('Bu filtreye uyan bildirim yok.')).toBeInTheDocument();
  }, 30_000);
});

describe('/admin/bildirim/bildirim-gonder/', () => {
  it('checks the fields, previews the SMS, counts the couriers and sends after a confirmation', async () => {
    const view = await renderRoute('/admin/bildirim/bildirim-gonder/');
    await screen.findByRole('heading', { name: 'Bildirim Gönder', level: 1 });
    // All customers is the default audience: Ayşe and Burak.
    await waitFor(() => expect(screen.getByText('2 kişi')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(2);

    await userEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    await userEvent.type(screen.getByLabelText(/Başlık/), 'Yağmur uyarısı');
    await userEvent.type(screen.getByLabelText(/Metin/), 'Bugün teslimatlar gecikebilir.');
    expect(screen.getByTestId('preview-text')).toHaveTextContent(
      'Kurye Çağır: Yağmur uyarısı - Bugün teslimatlar gecikebilir.',
    );
    expect(screen.getByText(/\(14 \/ 100 karakter\)/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Tüm kuryeler' }));
    await waitFor(() => expect(screen.getByText('4 kişi')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bildirimi gönder' });
    expect(within(confirm).getByText(/4 kişiye gönderilecek \(SMS\)/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Gönder' }));

    await waitFor(() => expect(view.location()).toBe('/admin/bildirim/bildirim-liste/'));
    const table = await screen.findByRole('table', { name: 'Bildirimler' });
    expect(rowNames(table)[0]).toContain('Yağmur uyarısı');
    expect(within(table).getAllByText('Tüm kuryeler').length).toBeGreaterThan(0);
  }, 40_000);

  it('wants a member when the audience is one member', async () => {
    await renderRoute('/admin/bildirim/bildirim-gonder/');
    await screen.findByRole('heading', { name: 'Bildirim Gönder', level: 1 });
    await userEvent.type(screen.getByLabelText(/Başlık/), 'Merhaba');
    await userEvent.type(screen.getByLabelText(/Metin/), 'Deneme');
    await userEvent.click(screen.getByRole('radio', { name: 'Bir üye' }));
    expect(screen.getByText('Alıcıları görmek için hedefi tamamlayın.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Lütfen bildirimin kime gönderileceğini seçiniz.')).toBeInTheDocument();
  }, 20_000);
});
