// The wallet screens as routes (list, form and figures screen types, docs/admin-area.md, pattern 7) under the real
// router against the mock.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { now } from '@mocks/clock';
import { istanbulDay } from '@mocks/services/listing';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

const DAY = 24 * 3_600_000;
const day = (daysAgo: number) => istanbulDay(now() - daysAgo * DAY);
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    // The cell carries its column title for the phone cards ("Üye", "Kurye", "Gün").
    .map((h) => h.textContent?.replace(/^(Üye|Kurye|Gün)/, ''));

describe('/admin/hesap/hesap-liste/', () => {
  it('lists the accounts with balances, sorted by balance from the URL, and opens an account’s movements', async () => {
    const view = await renderRoute('/admin/hesap/hesap-liste/?sort=-balance');
    const table = await screen.findByRole('table', { name: 'Cari hesaplar' });
    expect(names(table)).toEqual(['Ali Demir', 'Mehmet Kaya', 'Burak Öztürk', 'Ayşe Yılmaz']);
    expect(within(table).getByText('1.750,00 ₺')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('row', { name: 'Burak Öztürk hesabının hareketleri' }));
    await waitFor(() => expect(view.location()).toContain('/admin/hesap/hareket-listele/?accountId=4'));
    const movements = await screen.findByRole('table', { name: 'Hesap hareketleri' });
    expect(names(movements)).toEqual(['Burak Öztürk']);
  }, 20_000);

  it('searches by member name into the URL', async () => {
    const view = await renderRoute('/admin/hesap/hesap-liste/');
    await screen.findByRole('table', { name: 'Cari hesaplar' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Üye ara' }), 'ayşe');
    await waitFor(() => expect(view.location()).toContain('q=ay'));
    await waitFor(() =>
      expect(names(screen.getByRole('table', { name: 'Cari hesaplar' }))).toEqual(['Ayşe Yılmaz']),
    );
  }, 20_000);
});

describe('/admin/hesap/hareket-listele/', () => {
  it('filters by type into the URL and the server', async () => {
    const view = await renderRoute('/admin/hesap/hareket-listele/');
    const table = await screen.findByRole('table', { name: 'Hesap hareketleri' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(8);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hareket tipi' }), '2');
    await waitFor(() => expect(view.location()).toContain('relationType=2'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Hesap hareketleri' })).getAllByRole('rowheader'),
      ).toHaveLength(1),
    );
    expect(screen.getByText('İptal edilen gönderi iadesi (1012)')).toBeInTheDocument();
  }, 20_000);

  it('a date filter alone that matches nothing offers to clear it, and clearing it lists again', async () => {
    const view = await renderRoute(`/admin/hesap/hareket-listele/?to=${day(400)}`);
    expect(await screen.findByText('Bu filtrelere uyan hareket yok.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(view.location()).not.toContain('to='));
    const table = await screen.findByRole('table', { name: 'Hesap hareketleri' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(8);
  }, 20_000);

  it('the form: errors under the fields, a refund above the balance refused, the server’s refusal on the amount, a top-up saved', async () => {
    await renderRoute('/admin/hesap/hareket-listele/?accountId=1');
    await screen.findByRole('table', { name: 'Hesap hareketleri' });
    await userEvent.click(screen.getByRole('button', { name: 'Hareket Ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hesap Hareketi Ekle' });
    // The account of the filter is chosen; its balance is shown.
    expect(await within(dialog).findByText('Mevcut bakiye: 400,00 ₺')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Lütfen tutarı giriniz.')).toBeInTheDocument();

    // A refund above the balance: refused before sending.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bakiye İadesi' }));
    const amount = within(dialog).getByRole('textbox', { name: /Tutar/ });
    await userEvent.type(amount, '400,01');
    expect(
      await within(dialog).findByText(
        'İade tutarı bakiyeden fazla olamaz. Bu hesaptan en fazla 400,00 ₺ iade edilebilir.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeDisabled();

    // The balance fell on the server meanwhile: its 409 lands under the amount, nothing is stored.
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    expect(await within(dialog).findByText('İşlem sonrası bakiye: 100,00 ₺')).toBeInTheDocument();
    await db.accounts.update((q) => q.where({ accountId: 1 }), {
      data(a) {
        a.balance = 200;
      },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Ayşe Yılmaz hesabına 300,00 ₺ tutarında bakiye iadesi kaydedilecek.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Hareket kaydedilsin mi?' })).getByRole('button', {
        name: 'Kaydet',
      }),
    );
    expect(
      await within(dialog).findByText(
        'Hesap bakiyesi bu iade için yetersiz. Mevcut bakiye 200,00 ₺; en fazla bu kadar iade edilebilir.',
      ),
    ).toBeInTheDocument();
    expect(db.accountMovements.all()).toHaveLength(8);

    // A top-up typed the Turkish way, read back formatted, saved.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bakiye Yükleme' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '2.500,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Ayşe Yılmaz hesabına 2.500,50 ₺ tutarında bakiye yükleme kaydedilecek.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Hareket kaydedilsin mi?' })).getByRole('button', {
        name: 'Kaydet',
      }),
    );
    await waitFor(() =>
      expect(db.accounts.findFirst((q) => q.where({ accountId: 1 }))?.balance).toBe(2700.5),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Hesap Hareketi Ekle' })).not.toBeInTheDocument(),
    );
  }, 30_000);
});

describe('/admin/hesap/muhasebe-yap/', () => {
  it('previews a day per courier, runs it once, and then no longer offers to run it', async () => {
    await renderRoute(`/admin/hesap/muhasebe-yap/?date=${day(2)}`);
    const label = day(2).split('-').reverse().join('.');
    const table = await screen.findByRole('table', { name: `${label} kurye bazında muhasebe` });
    expect(names(table)).toEqual(['Mehmet Kaya']);
    expect(screen.getByRole('heading', { name: `${label} önizlemesi` })).toBeInTheDocument();

    const main = screen.getByRole('main');
    const runIt = async () => {
      await userEvent.click(within(main).getByRole('button', { name: 'Muhasebe Yap' }));
      const confirm = await screen.findByRole('dialog', { name: 'Muhasebe yapılsın mı?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Muhasebe Yap' }));
    };
    await runIt();
    expect(await screen.findByRole('heading', { name: `${label} muhasebe sonucu` })).toBeInTheDocument();
    expect(db.accountingRuns.all()).toHaveLength(1);
    const runs = await screen.findByRole('table', { name: 'Geçmiş muhasebe işlemleri' });
    await waitFor(() => expect(names(runs)).toEqual([label]));

    // A day already done: "Muhasebe Yap" is no longer offered (issue 28 item 18); the day's result stays.
    await waitFor(() => expect(within(main).getByRole('button', { name: 'Muhasebe Yap' })).toBeDisabled());
    expect(screen.getAllByText(/günü için muhasebe/).length).toBeGreaterThan(0);
    expect(db.accountingRuns.all()).toHaveLength(1);
  }, 20_000);
});

describe('/admin/hesap/mutabakat/', () => {
  it('shows the seeded shortfall per courier in words, not colour alone', async () => {
    await renderRoute(`/admin/hesap/mutabakat/?from=${day(7)}&to=${day(0)}`);
    const table = await screen.findByRole('table', { name: 'Kurye bazında mutabakat' });
    expect(names(table)).toEqual(['Mehmet Kaya']);
    expect(within(table).getByText(/Eksik tahsilat: 50,00 ₺/)).toBeInTheDocument();
    expect(screen.getByText('1 kuryede fark var.')).toBeInTheDocument();
  }, 20_000);
});
