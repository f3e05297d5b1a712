// Issue 27 on the package editor: a duration out of range stays as typed with the field's message
// (not clamped to 3660), and a name another package has is refused under the name (409).
import { test, expect } from './fixtures';
import { signInByApi } from './support/session';
import { waitForApi } from './support/mock-start';

test('the package editor refuses a duration out of range and a name already taken @desktop', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(180_000);
  await waitForApi(page);
  await mock.ready();
  await signInByApi(page, 'admin', '/admin/paket/paket-tanim-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paket Tanımları');
  await page.getByRole('button', { name: 'Cari Hesap Başlangıç: Düzenle' }).click();
  const editor = page.getByRole('dialog', { name: 'Paketi Düzenle: Cari Hesap Başlangıç' });
  const duration = editor.getByLabel(/Süre/);
  await duration.fill('99999');
  await duration.blur();
  await expect(duration).toHaveValue('99999');
  await expect(editor.getByText('Süre 1 ile 3.660 gün arasında bir tam sayı olmalıdır.')).toBeVisible();

  await duration.fill('30');
  await editor.getByLabel(/Paket adı/).fill('  cari hesap YILLIK ');
  await editor.getByRole('button', { name: 'Kaydet' }).click();
  // The refusal is said, then stays under the name.
  await page.getByRole('button', { name: 'Tamam' }).click();
  await expect(
    editor.getByText('Bu adla tanımlı bir paket zaten var. Lütfen başka bir ad giriniz.'),
  ).toBeVisible();
  await duration.fill('99999');
  await duration.blur();
  const dir = process.env.SCREENS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/package-editor-${testInfo.project.name}.png` });
});
