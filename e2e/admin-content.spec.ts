import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { signInByApi } from './support/session';

const screens = 'test-results/screens';

const pageTree = JSON.stringify(
  {
    elementType: 'div',
    propList: [],
    contentList: [
      {
        elementType: 'PageHeader',
        propList: [{ propName: 'title', propValue: 'Kış Kampanyası' }],
        contentList: [],
      },
      {
        elementType: 'p',
        propList: [],
        contentList: [],
        text: 'Aralık boyunca motorlu kuryede %10 indirim.',
      },
      {
        elementType: 'Accordion',
        propList: [],
        contentList: [
          {
            elementType: 'div',
            propList: [
              { propName: 'value', propValue: 'kosul' },
              { propName: 'title', propValue: 'Kampanya koşulları' },
            ],
            contentList: [
              { elementType: 'p', propList: [], contentList: [], text: 'Tüm illerde geçerlidir.' },
            ],
          },
        ],
      },
    ],
  },
  null,
  2,
);

/** A full-page screenshot at 1366x900 and again at 768x1024 (tablet), then back. */
async function shots(page: Page, project: string, name: string) {
  await page.screenshot({ path: `${screens}/${project}-admin-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screens}/${project}-admin-${name}-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.waitForTimeout(300);
}

test('an admin adds a dynamic page with its preview and it renders at /sayfa/{pageCode} @desktop-only', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(120_000);
  await mock.reset();
  await signInByApi(page, 'admin', '/admin/dinamik/dinamik-sayfa-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dinamik Sayfalar');
  const table = page.getByRole('table', { name: 'Dinamik sayfalar' });
  await expect(table.getByRole('rowheader')).toHaveCount(3);
  await expect(table.getByRole('link', { name: /hakkimizda: Sayfayı aç/ })).toHaveAttribute(
    'href',
    '/sayfa/hakkimizda',
  );
  await expectAccessible(page, 'dynamic pages list');
  await shots(page, testInfo.project.name, 'dynamic-pages');

  await page.getByRole('link', { name: 'Yeni Sayfa' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dinamik Sayfa Ekle');
  const preview = page.getByTestId('page-preview');
  // The blank template is previewed from the start; the richer one replaces it after a question.
  await expect(preview.getByRole('heading', { name: 'Yeni Sayfa' })).toBeVisible();
  await page.getByLabel('Şablon').selectOption({ label: 'Örnek: başlık, bağlantılar, sekmeler ve akordeon' });
  await page.getByRole('button', { name: 'Şablonu uygula' }).click();
  await page
    .getByRole('dialog', { name: 'Şablonu uygula' })
    .getByRole('button', { name: 'Şablonu uygula' })
    .click();
  await expect(preview.getByRole('tab', { name: 'İkinci Sekme' })).toBeVisible();

  // A bad code and broken JSON: the messages under the fields, nothing saved.
  await page.getByLabel('Sayfa kodu').fill('Kış Kampanyası');
  await page.getByLabel('Sayfa içeriği (JSON)').fill('{"elementType": "div",');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(/Sayfa kodu yalnızca küçük harf/)).toBeVisible();
  await expect(page.getByText(/^Sayfa içeriği geçerli bir JSON değil/)).toBeVisible();
  await expect(page.getByText(/İçerik hatalı olduğu için son geçerli hâli/)).toBeVisible();
  await expectAccessible(page, 'dynamic page editor with messages');
  await shots(page, testInfo.project.name, 'dynamic-page-editor-errors');

  await page.getByLabel('Sayfa kodu').fill('kis-kampanyasi');
  await page.getByLabel('Başlık').fill('Kış Kampanyası');
  await page.getByLabel('Sayfa içeriği (JSON)').fill(pageTree);
  await expect(preview.getByRole('heading', { name: 'Kış Kampanyası' })).toBeVisible();
  await expect(preview.getByText('Aralık boyunca motorlu kuryede %10 indirim.')).toBeVisible();
  await shots(page, testInfo.project.name, 'dynamic-page-editor');

  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfayı Düzenle');
  await expect(page).toHaveURL(/kod=kis-kampanyasi/);
  await expect(page.getByRole('link', { name: 'Sayfayı aç' })).toHaveAttribute(
    'href',
    '/sayfa/kis-kampanyasi',
  );

  // The public page renders it.
  await page.goto('/sayfa/kis-kampanyasi');
  await mock.ready();
  // A full load of the app and its emulated server on a busy machine: more than the default wait.
  await expect(page.getByRole('heading', { name: 'Kış Kampanyası' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Aralık boyunca motorlu kuryede %10 indirim.')).toBeVisible();
  await page.getByRole('button', { name: 'Kampanya koşulları' }).click();
  await expect(page.getByText('Tüm illerde geçerlidir.')).toBeVisible();
});

test('an admin adds a help entry and deletes it after a confirmation @desktop-only', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(90_000);
  await mock.reset();
  await signInByApi(page, 'admin', '/admin/yardim/yardim-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yardım');
  const table = page.getByRole('table', { name: 'Yardım konuları' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expectAccessible(page, 'help list');
  await shots(page, testInfo.project.name, 'help');

  await page.getByRole('button', { name: 'Yeni Konu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni yardım konusu' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Bu alan zorunludur.')).toHaveCount(2);
  await dialog.getByLabel('Soru').fill('Fatura alabilir miyim?');
  await dialog.getByLabel('Cevap').fill('Evet. Teslimattan sonra e-fatura e-posta adresinize gönderilir.');
  await expectAccessible(page, 'help editor', '[role="dialog"]');
  await page.screenshot({ path: `${screens}/${testInfo.project.name}-admin-help-editor-1366.png` });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: `${screens}/${testInfo.project.name}-admin-help-editor-768.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toHaveCount(0);
  const row = table.locator('tbody tr').filter({ hasText: 'Fatura alabilir miyim?' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Yayında');

  await row.getByRole('button', { name: 'Fatura alabilir miyim?: Sil' }).click();
  const confirm = page.getByRole('dialog', { name: 'Yardım konusunu sil' });
  await expect(confirm).toContainText('Bu işlem geri alınamaz.');
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(row).toHaveCount(0);
  const help = await mock.fetchJson<{ data: { title: string }[] }>('/help');
  expect(help.body.data.map((h) => h.title)).not.toContain('Fatura alabilir miyim?');
});
