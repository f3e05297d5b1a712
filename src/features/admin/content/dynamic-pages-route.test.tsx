// The dynamic pages admin as routes (a list and a form screen type, docs/admin-area.md, pattern 7) under the real
// router against the mock: the list's sort in the URL; the editor's messages under the fields,
// the server's refusal under the page code, the live preview, and a save the public API serves.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/test/api';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

const tree = (title: string) =>
  JSON.stringify({
    elementType: 'div',
    propList: [],
    contentList: [
      { elementType: 'PageHeader', propList: [{ propName: 'title', propValue: title }], contentList: [] },
      { elementType: 'p', propList: [], contentList: [], text: 'Kış kampanyası başladı.' },
    ],
  });

describe('/admin/dinamik/ under the real router', { timeout: 30_000 }, () => {
  it('lists the pages; a sort goes into the URL', async () => {
    const view = await renderRoute('/admin/dinamik/dinamik-sayfa-liste/');
    const table = await screen.findByRole('table', { name: 'Dinamik sayfalar' });
    const codes = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(codes.join(' ')).toMatch(/hakkimizda.*iletisim/);
    expect(within(table).getByRole('link', { name: /hakkimizda: Sayfayı aç/ })).toHaveAttribute(
      'href',
      '/sayfa/hakkimizda',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Güncellenme: sıralanmamış/ }));
    await waitFor(() => expect(view.location()).toContain('sort=updatedAt'));
  });

  it('the editor: messages under the fields, a server refusal under the code, then saves', async () => {
    const view = await renderRoute('/admin/dinamik/dinamik-sayfa-ekle/');
    expect(await screen.findByRole('heading', { name: 'Dinamik Sayfa Ekle', level: 1 })).toBeInTheDocument();
    // The template is in the preview from the start.
    const preview = screen.getByTestId('page-preview');
    expect(await within(preview).findByRole('heading', { name: 'Yeni Sayfa' })).toBeInTheDocument();
    // The preview's PageHeader is announced one level down: the screen keeps one h1.
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));

    const code = screen.getByLabelText(/Sayfa kodu/);
    const content = screen.getByLabelText(/Sayfa içeriği/);
    await userEvent.type(code, 'Kış Kampanyası');
    fireEvent.change(content, { target: { value: '{"elementType": "div",' } });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(/yalnızca küçük harf \(a-z\), rakam ve tire/)).toBeInTheDocument();
    expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(1); // the title
    expect(screen.getByText(/^Sayfa içeriği geçerli bir JSON değil/)).toBeInTheDocument();

    // A code another page has: the server's 409 under the code.
    await userEvent.clear(code);
    await userEvent.type(code, 'hakkimizda');
    await userEvent.type(screen.getByLabelText(/^Başlık/), 'Kış Kampanyası');
    fireEvent.change(content, { target: { value: tree('Kış Kampanyası') } });
    expect(await within(preview).findByRole('heading', { name: 'Kış Kampanyası' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu sayfa kodu zaten kullanılıyor.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(code);
    await userEvent.type(code, 'kis-kampanyasi');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(view.location()).toContain('kod=kis-kampanyasi'));
    expect(await screen.findByRole('heading', { name: 'Sayfayı Düzenle', level: 1 })).toBeInTheDocument();
    const served = await api('GET', '/dynamic/kis-kampanyasi');
    expect(JSON.stringify(served.body.data)).toContain('Kış kampanyası başladı.');
  });

  it('opens a page to edit with its tree in the preview', async () => {
    await renderRoute('/admin/dinamik/dinamik-sayfa-ekle/?kod=iletisim');
    expect(await screen.findByRole('heading', { name: 'Sayfayı Düzenle', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Sayfa kodu/)).toHaveValue('iletisim');
    const preview = screen.getByTestId('page-preview');
    expect(within(preview).getByText(/destek@kuryecagir.example/)).toBeInTheDocument();
  });

  it('an unknown code says so', async () => {
    await renderRoute('/admin/dinamik/dinamik-sayfa-ekle/?kod=yok-boyle');
    expect(
      await screen.findByText('“yok-boyle” kodlu bir sayfa yok; silinmiş olabilir.'),
    ).toBeInTheDocument();
  });
});
