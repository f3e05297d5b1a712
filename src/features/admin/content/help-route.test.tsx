// The help admin as a route (a list and a form screen type, docs/admin-area.md, pattern 7) under the real router
// against the mock: the URL's search and sort reach the server; the editor shows the schema's
// messages under the fields, a server refusal under its field, and saves.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

const table = () => screen.findByRole('table', { name: 'Yardım konuları' });
const titles = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((h) => (h.textContent ?? '').replace(/^Soru/, ''));

describe('/admin/yardim/yardim-liste/ under the real router', { timeout: 30_000 }, () => {
  it('lists the entries; a sort goes into the URL', async () => {
    const view = await renderRoute('/admin/yardim/yardim-liste/');
    expect((await titles()).length).toBeGreaterThan(2);
    await userEvent.click(screen.getByRole('button', { name: /^Soru: sıralanmamış/ }));
    await waitFor(() => expect(view.location()).toContain('sort=title'));
  });

  it('reads a search and a sort from the URL', async () => {
    const searched = await renderRoute('/admin/yardim/yardim-liste/?q=iptal&sort=-order');
    await waitFor(async () => expect(await titles()).toEqual(['Gönderimi nasıl iptal ederim?']));
    expect(searched.location()).toContain('q=iptal');
  });

  it('the editor: messages under the fields, then adds the entry', async () => {
    await renderRoute('/admin/yardim/yardim-liste/');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Konu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni yardım konusu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getAllByText('Bu alan zorunludur.')).toHaveLength(2);

    await userEvent.type(within(dialog).getByLabelText(/Soru/), 'Fatura alabilir miyim?');
    await userEvent.type(within(dialog).getByLabelText(/Cevap/), 'Evet, e-fatura gönderilir.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await titles()).toContain('Fatura alabilir miyim?'));
  });

  it('refuses an order out of range with the field’s message instead of changing it (issue 27)', async () => {
    await renderRoute('/admin/yardim/yardim-liste/');
    await table();
    await userEvent.click(screen.getAllByRole('button', { name: /: Düzenle$/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Yardım konusunu düzenle' });
    const order = within(dialog).getByLabelText(/Sıra/);
    for (const typed of ['-5', '100001']) {
      await userEvent.clear(order);
      await userEvent.type(order, typed);
      await userEvent.tab();
      expect(order).toHaveValue(typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
      expect(
        await within(dialog).findByText('Sıra 0 ile 100.000 arasında bir tam sayı olmalıdır.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Yardım konusunu düzenle' })).toBeInTheDocument();
    }
  }, 30_000);

  it('shows a server refusal under its field and keeps the dialog open', async () => {
    server.use(
      http.put('*/admin/help/:helpId', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            desc: 'Girilen metin izin verilen uzunluğu aşıyor.',
            errors: [
              { field: 'body', code: 'TEXT_TOO_LONG', desc: 'Girilen metin izin verilen uzunluğu aşıyor.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await renderRoute('/admin/yardim/yardim-liste/');
    await table();
    await userEvent.click(screen.getAllByRole('button', { name: /: Düzenle$/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Yardım konusunu düzenle' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText('Girilen metin izin verilen uzunluğu aşıyor.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Cevap/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes an entry after a confirmation', async () => {
    await renderRoute('/admin/yardim/yardim-liste/');
    const before = await titles();
    await userEvent.click(screen.getByRole('button', { name: `${before[0]}: Sil` }));
    const confirm = await screen.findByRole('dialog', { name: 'Yardım konusunu sil' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(async () => expect(await titles()).not.toContain(before[0]));
  });
});
