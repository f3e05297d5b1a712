import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { watchApi } from './support/api-traffic';

const APPROVALS = '/admin/onay/onay-liste/';
const screens = 'test-results/screens';

/** The rows of the approvals table (cards on a phone): each row is named by its row header. */
const rows = (page: Page) =>
  page.getByRole('table', { name: 'Onay bekleyen kurye başvuruları' }).locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

interface DocumentTraffic {
  /** Paths of the document reads (/api/v1/documents/…), in order. */
  reads: string[];
  /** Each approvals list answer: its length and whether a file (a data: URL) was inlined. */
  lists: { length: number; inlined: boolean }[];
}

/**
 * Records the app's document reads and approvals answers (issue 27, item 7; support/api-traffic.ts
 * says how the page's requests are seen).
 */
async function recordDocumentTraffic(page: Page): Promise<void> {
  await watchApi(page);
  await page.addInitScript(() => {
    const traffic: DocumentTraffic = { reads: [], lists: [] };
    (window as unknown as { documentTraffic: DocumentTraffic }).documentTraffic = traffic;
    window.__e2eObserveApi?.({
      request: (request) => {
        const path = new URL(request.url).pathname;
        if (path.startsWith('/api/v1/documents/')) traffic.reads.push(path);
      },
      response: async (request, response) => {
        if (new URL(request.url).pathname !== '/api/v1/admin/approvals') return;
        const text = await response.text();
        traffic.lists.push({ length: text.length, inlined: text.includes('data:') });
      },
    });
  });
}

const documentTraffic = (page: Page) =>
  page.evaluate(() => (window as unknown as { documentTraffic: DocumentTraffic }).documentTraffic);
const fullReads = (traffic: DocumentTraffic) => traffic.reads.filter((p) => /\/documents\/\d+$/.test(p));

test('an admin approves one courier and rejects another with a reason; the approved one signs in @desktop', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(90_000);
  // Dialogs as the viewport shows them; lists whole.
  const shot = (name: string, fullPage = true) =>
    page.screenshot({ path: `${screens}/${testInfo.project.name}-admin-approvals-${name}.png`, fullPage });

  await recordDocumentTraffic(page);
  // Signed out, the screen asks for the admin sign-in in place.
  await mock.ready();
  await page.goto(APPROVALS);
  await expect(page.getByRole('heading', { name: 'Admin Girişi' })).toBeVisible();
  await page.getByLabel('Telefon Numarası').pressSequentially('05301112233');
  await page.getByLabel('Şifre').fill('Admin123!');
  await page.getByRole('button', { name: 'Giriş' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onay Bekleyenler');

  // Pending applications, newest first, with vehicle, city and a Turkish date.
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0).getByRole('rowheader')).toContainText('Selin Aydın');
  await expect(rows(page).nth(1).getByRole('rowheader')).toContainText('Zeynep Şahin');
  await expect(row(page, 'Selin Aydın')).toContainText('Araba');
  await expect(row(page, 'Selin Aydın')).toContainText('İzmir');
  await expect(row(page, 'Zeynep Şahin')).toContainText('Motor');
  await expect(row(page, 'Zeynep Şahin')).toContainText('İstanbul');
  await expect(row(page, 'Selin Aydın')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(page.getByText('Toplam 2 başvuru')).toBeVisible();
  // Every thumbnail is a real image (served offline by the mock, allowed by the CSP).
  const thumbs = row(page, 'Selin Aydın').locator('img');
  await expect(thumbs).toHaveCount(4);
  for (const img of await thumbs.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }
  // Issue 27, item 7: the list carries references, never the files; each thumbnail is read at
  // its own URL, and no full-size file is read until one is opened.
  const listed = await documentTraffic(page);
  expect(listed.lists.length).toBeGreaterThan(0);
  expect(listed.lists.every((l) => !l.inlined && l.length < 20_000)).toBe(true);
  expect(listed.reads.filter((p) => p.endsWith('/thumbnail')).length).toBeGreaterThanOrEqual(8);
  expect(fullReads(listed)).toEqual([]);
  await expectAccessible(page, 'approvals list');
  await shot('list');

  // A document opens full size in a dialog.
  await page.getByRole('button', { name: 'Selin Aydın: Ehliyet (büyüt)' }).click();
  const docDialog = page.getByRole('dialog', { name: 'Ehliyet: Selin Aydın' });
  const full = docDialog.getByRole('img', { name: 'Selin Aydın adlı kuryenin ehliyet belgesi' });
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(240);
  // Opened: the one file, read at its URL.
  const opened = fullReads(await documentTraffic(page));
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatch(/^\/api\/v1\/documents\/\d+$/);
  expect((await full.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  await expectAccessible(page, 'approvals document dialog', '[role="dialog"]');
  await shot('document', false);
  await docDialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(docDialog).toHaveCount(0);

  // Reject without a reason: the message under the field, nothing sent.
  await page.getByRole('button', { name: 'Selin Aydın: Reddet' }).click();
  const rejectDialog = page.getByRole('dialog', { name: 'Başvuruyu reddet: Selin Aydın' });
  await rejectDialog.getByRole('button', { name: 'Reddet' }).click();
  const reason = rejectDialog.getByLabel('Ret gerekçesi');
  await expect(
    rejectDialog.getByText('Lütfen ret gerekçesini yazınız. Gerekçe kuryeye iletilir.'),
  ).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAttribute('maxlength', '500');
  await expectAccessible(page, 'approvals reject dialog with its message', '[role="dialog"]');
  await shot('reject-empty', false);

  // With a reason: the row leaves and a notice says what happened.
  await reason.fill('Adli sicil kaydı belgesi okunmuyor, lütfen yeniden yükleyiniz.');
  await rejectDialog.getByRole('button', { name: 'Reddet' }).click();
  await expect(rejectDialog).toHaveCount(0);
  await expect(
    page.getByText('Selin Aydın adlı kuryenin başvurusu reddedildi. Gerekçe kuryeye SMS ile iletildi.'),
  ).toBeVisible();
  await expect(row(page, 'Selin Aydın')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  expect((await mock.latestSms('05491112233'))?.text).toContain(
    'Gerekçe: Adli sicil kaydı belgesi okunmuyor',
  );

  // Approve the other one, after a confirmation.
  await page.getByRole('button', { name: 'Zeynep Şahin: Onayla' }).click();
  const confirm = page.getByRole('dialog', { name: 'Başvuruyu onayla' });
  await expect(confirm).toContainText('Zeynep Şahin kurye olarak onaylanacak');
  await expectAccessible(page, 'approvals approve confirmation', '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Onayla' }).click();
  await expect(
    page.getByText('Zeynep Şahin onaylandı. Kurye SMS ile bilgilendirildi; artık giriş yapıp iş alabilir.'),
  ).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText('Onay bekleyen başvuru yok.')).toBeVisible();
  await expectAccessible(page, 'approvals empty');
  await shot('empty');

  // The approved courier may now sign in (what a courier sees next belongs to another part).
  await page.evaluate(() => {
    localStorage.removeItem('kc.accessToken');
    sessionStorage.removeItem('kc.accessToken');
  });
  await page.goto('/kurye/giris');
  await page.getByLabel('Telefon Numarası').pressSequentially('05351112233');
  await page.getByLabel('Şifre').fill('Kurye123!');
  await page.getByRole('button', { name: 'Giriş' }).click();
  await expect(page).not.toHaveURL(/\/kurye\/giris/);
  await expect(page.getByRole('dialog', { name: 'Uyarı' })).toHaveCount(0);
  const token = await page.evaluate(
    () => localStorage.getItem('kc.accessToken') ?? sessionStorage.getItem('kc.accessToken'),
  );
  expect(token).toBeTruthy();
});

test('filters and the page live in the URL: a reload and a shared link keep them', async ({ page, mock }) => {
  await mock.ready();
  await page.goto(APPROVALS);
  await page.getByLabel('Telefon Numarası').pressSequentially('05301112233');
  await page.getByLabel('Şifre').fill('Admin123!');
  await page.getByRole('button', { name: 'Giriş' }).click();
  await expect(rows(page)).toHaveCount(2);

  await page.getByLabel('Araç').selectOption({ label: 'Motor' });
  await expect(page).toHaveURL(/workingType=1/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Zeynep Şahin');

  await page.getByLabel('Araç').selectOption({ label: 'Tümü' });
  await page.getByRole('searchbox', { name: 'Ara' }).fill('aydın');
  await expect(page).toHaveURL(/q=ayd/);
  await expect(rows(page)).toHaveCount(1);
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Selin Aydın');
  await expect(page.getByRole('searchbox', { name: 'Ara' })).toHaveValue('aydın');

  // Nothing matches: say so, and offer to clear the search.
  await page.goto(`${APPROVALS}?q=yokboyle`);
  await expect(page.getByText('Bu aramaya uyan onay bekleyen başvuru yok.')).toBeVisible();
  await page.getByRole('button', { name: 'Aramayı Temizle' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(page).toHaveURL(APPROVALS);
});
