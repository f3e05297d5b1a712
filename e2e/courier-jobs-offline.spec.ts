// Issue 28, item 2: "İşlerim is lost offline". The jobs in the courier's hands (statuses 3 to 7,
// with their full addresses) are kept on the device for that courier: a reload without a network
// shows them with "Son güncelleme: …", a step made then waits in the queue, and signing out
// forgets them (the next person on the phone, or the same token put back, sees nothing of them).
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { waitForServiceWorker } from './support/offline';
import { signInByApi, TOKEN_STORAGE_KEY } from './support/session';

const screens = '/work/screens/i28-courier2';
mkdirSync(screens, { recursive: true });

async function openMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(menu).toBeVisible();
  return menu;
}

test(
  'a courier’s jobs in hand show offline after a reload, a step queues, and signing out forgets them',
  { tag: '@sw' },
  async ({ page, context, mock, isMobile }, testInfo) => {
    test.setTimeout(150_000);
    await mock.ready();
    await mock.reset();
    // Mehmet Kaya has 1005 in hand, at 3 (Kurye Atama): the seed (mocks/seed/shipments.ts).
    const mehmetToken = await signInByApi(page, 'mehmet', '/kurye/isler?sekme=aktif');
    await waitForServiceWorker(page);
    const card = page.getByRole('article', { name: 'Gönderi No: 1005' });
    await expect(card.getByRole('button', { name: 'Adrese Gidiyorum' })).toBeVisible();
    const pickup = card.getByRole('region', { name: 'Alış Adresi' });
    const pickupText = (await pickup.textContent()) ?? '';
    const phones = await card
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(phones.length).toBeGreaterThan(0);

    // The network drops and the page is reloaded: the job, its full address and phones are there.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İşlerim');
    await expect(card).toBeVisible();
    await expect(pickup).toHaveText(pickupText);
    expect(
      await card.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(phones);
    await expect(page.getByTestId('last-updated')).toHaveText(
      /^Son güncelleme: \d\d\.\d\d\.\d{4} \d\d:\d\d$/,
    );
    await expect(page.getByText(/bir kez internet bağlantısı gerekiyor/)).toHaveCount(0);
    await page.screenshot({ path: `${screens}/${testInfo.project.name}-courier-jobs-offline.png` });
    await page.screenshot({
      path: `${screens}/${testInfo.project.name}-courier-jobs-offline-full.png`,
      fullPage: true,
    });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${screens}/${testInfo.project.name}-courier-jobs-offline-1366.png` });
    await page.setViewportSize({ width: 360, height: 740 });

    // A step made now waits on the device, as it does on the tracking page.
    await card.getByRole('button', { name: 'Adrese Gidiyorum' }).click();
    await expect(
      card.getByRole('status').filter({ hasText: 'Adresten Teslim Alma: bekliyor' }),
    ).toBeVisible();
    await page.screenshot({ path: `${screens}/${testInfo.project.name}-courier-jobs-offline-queued.png` });

    // Signing out (still offline) forgets them: the same token put back finds nothing kept.
    const menu = await openMenu(page, isMobile);
    await menu.getByRole('button', { name: 'Çıkış' }).click();
    await expect(page).toHaveURL('/');
    await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
      key: TOKEN_STORAGE_KEY,
      token: mehmetToken,
    });
    await page.goto('/kurye/isler?sekme=aktif');
    await expect(page.getByText('Bu sayfa için bir kez internet bağlantısı gerekiyor')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Gönderi No: 1005' })).toHaveCount(0);
    await page.screenshot({ path: `${screens}/${testInfo.project.name}-courier-jobs-offline-none.png` });

    // Another courier on this phone: online he sees his own work, offline never Mehmet's jobs.
    await context.setOffline(false);
    await page.evaluate((key) => localStorage.removeItem(key), TOKEN_STORAGE_KEY);
    await page.goto('/');
    await signInByApi(page, 'ali', '/kurye/isler?sekme=aktif');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İşlerim');
    await expect(page.getByRole('navigation', { name: 'İş sekmeleri' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İşlerim');
    // His own jobs in hand, kept for him, and none of Mehmet's.
    await expect(page.getByTestId('last-updated')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: 'Gönderi No: 1005' })).toHaveCount(0);
  },
);

test('after a sign-out, the next courier signing in in the same tab never sees the previous one’s lists', async ({
  page,
  mock,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await mock.ready();
  await mock.reset();
  await signInByApi(page, 'mehmet', '/kurye/isler?sekme=aktif');
  const activeTab = page
    .getByRole('navigation', { name: 'İş sekmeleri' })
    .getByRole('link', { name: /Aktif İşlerim/ });
  await expect(page.getByRole('article', { name: 'Gönderi No: 1005' })).toBeVisible();
  const mehmetCount = await activeTab.textContent();

  const menu = await openMenu(page, isMobile);
  await menu.getByRole('button', { name: 'Çıkış' }).click();
  await expect(page).toHaveURL('/');
  // Every "Aktif İşlerim" count the page ever shows from here on, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenCounts: string[] }).seenCounts = seen;
    new MutationObserver(() => {
      const link = document.querySelector('nav[aria-label="İş sekmeleri"] a[href*="sekme=aktif"]');
      if (link?.textContent && seen.at(-1) !== link.textContent) seen.push(link.textContent);
      if (document.querySelector('[aria-label="Gönderi No: 1005"]')) seen.push('1005');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const again = await openMenu(page, isMobile);
  await again.getByRole('link', { name: 'Kurye Girişi' }).click();
  await page.getByLabel('Telefon Numarası').pressSequentially('05341112233');
  await page.getByLabel('Şifre').fill('Kurye123!');
  await page.getByRole('button', { name: 'Giriş' }).click();
  await expect(page).toHaveURL(/\/kurye\/isler/);
  await activeTab.click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Gönderi No: 1005' })).toHaveCount(0);
  const aliCount = await activeTab.textContent();
  expect(aliCount).not.toBe(mehmetCount);
  const seen = await page.evaluate(() => (window as unknown as { seenCounts: string[] }).seenCounts);
  expect(seen).not.toContain('1005');
  expect(seen).not.toContain(mehmetCount);
});
