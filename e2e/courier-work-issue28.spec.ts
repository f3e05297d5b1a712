import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { switchUser } from './support/tracking-session';
import { asCourier } from './support/courier-work';

// Issue 28 items 3-6, tried as a new courier would at 360 px: "İşe Açığım" off, a status step
// without a dialog to acknowledge, the city chips and empty lists, the pending screen's address,
// and targets big enough for a thumb.

const MEHMET = '05331112233';
const screens = 'test-results/screens/i28-courier';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'İş sekmeleri' });

async function height(target: Locator): Promise<number> {
  return (await target.boundingBox())?.height ?? 0;
}

interface OpenJob {
  shipmentId: number;
  shipmentStatus: number;
}

test('"İşe Açığım" off offers no new work and says why; "İşi Kabul Et" is confirmed with the amount; a step needs no "Tamam"', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(120_000);
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'mehmet', '/kurye/isler');
  await expect(page.getByRole('heading', { level: 1, name: 'İşlerim' })).toBeVisible();

  // Item 5: on plain /kurye/isler the chip of the courier's own city is the marked one.
  const chips = page.getByRole('group', { name: 'İl filtresi' });
  await expect(chips.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(chips.locator('[aria-current="page"]')).toContainText('benim ilim');
  await expect(page.getByRole('article').first()).toBeVisible();

  // Item 3: off, the open tabs offer nothing, say why and offer to switch back on.
  await page.getByRole('switch', { name: 'İşe Açığım' }).click();
  const note = page.getByRole('status').filter({ hasText: '"İşe Açığım" kapalı' });
  await expect(note).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  const turnOn = note.getByRole('button', { name: '"İşe Açığım"ı Aç' });
  expect(await height(turnOn)).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${screens}/${testInfo.project.name}-courier-work-off.png`, fullPage: true });
  // The server refuses work while off, in Turkish.
  const open = await asCourier<OpenJob[]>(page, MEHMET, '/courier/tenders');
  expect(open.data).toEqual([]);
  await turnOn.click();
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();

  // "İşi Kabul Et" asks first and names the amount; the step then confirms inline.
  await tabs(page)
    .getByRole('link', { name: /Bekleyen İşler/ })
    .click();
  const job = page.getByRole('article').first();
  await expect(job).toBeVisible();
  const jobName = (await job.getAttribute('aria-label')) ?? '';
  await job.getByRole('button', { name: 'İşi Kabul Et' }).click();
  const ask = page.getByRole('dialog', { name: 'İşi Kabul Et' });
  await expect(ask).toContainText(/Bu işi [\d.]+,\d\d ₺ karşılığında kabul ediyorsunuz/);
  await page.screenshot({ path: `${screens}/${testInfo.project.name}-courier-accept-confirm.png` });
  await ask.getByRole('button', { name: 'Onay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'İşlem gerçekleşti.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Item 4: each step of the path is one tap: the card moves on, no "Başarılı" dialog.
  await tabs(page)
    .getByRole('link', { name: /Aktif İşlerim/ })
    .click();
  const active = page.getByRole('article', { name: jobName });
  await active.getByRole('button', { name: 'Adrese Gidiyorum' }).click();
  await expect(active.getByRole('button', { name: 'Teslim Aldım, Ödeme Al' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${screens}/${testInfo.project.name}-courier-step-inline.png` });

  // Item 6: the phones on Gönderi Detayı are 44 px targets.
  await active.getByRole('link', { name: 'Gönderi Detayı' }).click();
  // İşlerim's card has phone links too: measure the detail page's, once it is there.
  await expect(page).toHaveURL(/\/gonderi-takip\/\d+\/?$/);
  await expect(page.getByRole('group', { name: 'İl filtresi' })).toHaveCount(0);
  const phone = page.locator('main a[href^="tel:"]').first();
  await expect(phone).toBeVisible();
  expect(await height(phone)).toBeGreaterThanOrEqual(44);
  await page.screenshot({
    path: `${screens}/${testInfo.project.name}-shipment-detail-phones.png`,
    fullPage: true,
  });
});

test('an empty "Tüm iller" list does not speak of one city', async ({ page, mock }) => {
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'mehmet', '/kurye/isler');
  // Mehmet takes every waiting job, so none is left anywhere.
  const open = await asCourier<OpenJob[]>(page, MEHMET, '/courier/tenders');
  for (const s of open.data.filter((j) => j.shipmentStatus === 1 || j.shipmentStatus === 3)) {
    const r = await asCourier(page, MEHMET, `/shipment/${s.shipmentId}/change-status`, {
      method: 'PUT',
      body: { fromState: s.shipmentStatus, toState: 3, action: 3000 },
    });
    expect(r.status).toBe(200);
  }
  await page.goto('/kurye/isler?sekme=bekleyen&il=tum');
  await expect(page.getByText('Şu anda hiçbir ilde kurye bekleyen iş yok.')).toBeVisible();
  await expect(page.getByText(/bu ilde/)).toHaveCount(0);
  const chips = page.getByRole('group', { name: 'İl filtresi' });
  await expect(chips.locator('[aria-current="page"]')).toHaveText('Tüm iller');
});

test('the pending screen shows the address with mahalle, ilçe and il', async ({ page, mock }) => {
  await mock.ready();
  await mock.reset();
  // Selin applied and waits for approval.
  await page.goto('/kurye/giris');
  await page.getByLabel('Telefon Numarası').pressSequentially('05491112233');
  await page.getByLabel('Şifre').fill('Kurye123!');
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();
  const sent = page.getByRole('region', { name: 'Gönderdiğiniz bilgiler' });
  await expect(sent).toContainText('Akdeniz Mah, Konak / İzmir');
});
