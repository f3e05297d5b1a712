import { test, expect } from './fixtures';
import { waitForServiceWorker } from './support/offline';
import { expectAccessible } from './support/axe';
import { next, step } from './create-shipment-helpers';
import { signInByApi } from './support/session';

// axe-core over every customer screen in the states people see (issue 15): empty, filled,
// refused, a running and an ended tender, offline. Serious or critical violations fail.

test('home, sign-in, create form (empty and refused), not found @desktop', async ({ page, mock }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await mock.ready();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'home');

  await page.goto('/giris');
  await expect(page.getByRole('heading', { level: 1, name: 'Müşteri Girişi' })).toBeVisible();
  await expectAccessible(page, 'customer sign-in');
  await page.getByRole('button', { name: 'Giriş' }).click();
  await expect(page.getByText('Lütfen telefon numaranızı giriniz')).toBeVisible();
  await expectAccessible(page, 'customer sign-in with an error');

  await page.goto('/kurye/giris');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'courier sign-in');

  await page.goto('/gonderi-olustur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Çağır');
  await expectAccessible(page, 'create form, empty');
  await step(page, 4)
    .getByRole('button', { name: /Çıkış Adresi/ })
    .click();
  await next(page, 4);
  const warning = page.getByRole('dialog', { name: 'Eksik Bilgi' });
  await expect(warning).toBeVisible();
  await expectAccessible(page, 'create form, the warning dialog', '[role="dialog"]');
  await warning.getByRole('button', { name: 'Tamam' }).click();
  await expect(warning).toBeHidden();
  await expectAccessible(page, 'create form, fields marked invalid');

  await page.goto('/olmayan-sayfa');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'not found');
});

test('lists, tracking tabs, a running and an ended tender @desktop', async ({ page, mock }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'customer', '/gonderi-liste/aktif/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'active shipments');
  await page.getByRole('button', { name: 'Detayları Göster' }).first().click();
  await expectAccessible(page, 'a card opened');

  await page.goto('/gonderi-liste/gecmis/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'past shipments');

  await page.goto('/gonderi-takip/1004/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'tracking, detail');
  await page.goto('/gonderi-takip/1004/hareketler/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'tracking, history');
  await page.goto('/gonderi-takip/1004/ihale/');
  const tender = page.getByRole('region', { name: 'İhale' });
  await expect(tender.getByText('Devam Ediyor')).toBeVisible();
  await expectAccessible(page, 'a running tender');

  // The tender ends: its result, the winner, the discount.
  await mock.advanceClock(31);
  await page.reload();
  await expect(tender).toBeVisible();
  await expect(tender.getByText('Devam Ediyor')).toHaveCount(0);
  await expectAccessible(page, 'an ended tender');

  // A courier's view of a tender, with the bid form.
  await signInByApi(page, 'emre', '/gonderi-takip/1003/ihale/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, "a courier's tender view");
  await page.goto('/kurye/isler');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'courier work');
});

test(
  'offline: banner, a list never loaded, the create form',
  { tag: '@sw' },
  async ({ page, mock, context }) => {
    test.setTimeout(90_000);
    await signInByApi(page, 'customer', '/gonderi-olustur');
    await mock.ready();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Çağır');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/gonderi-liste/gecmis/').catch(() => undefined);
    await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'offline, a list never loaded');
    await context.setOffline(false);
  },
);

test('staff screens with their calendars, dialogs and menus open @desktop-only', async ({ page, mock }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await mock.reset();
  await signInByApi(page, 'admin', '/admin/hesap/hareket-listele/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesap Hareketleri');
  await page.getByRole('button', { name: 'Tarih aralığı' }).click();
  await expect(page.getByRole('button', { name: 'Önceki ay' })).toBeVisible();
  await expectAccessible(page, 'wallet movements, the calendar open');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Hesap' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectAccessible(page, 'wallet movements, the account menu open');
  await page.keyboard.press('Escape');

  await page.goto('/admin/gonderi/gonderi-liste/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gönderi Listesi');
  await page.getByRole('combobox', { name: 'Durum' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  // Its options scroll: the scroll area is in the tab order (scrollable-region-focusable).
  await expectAccessible(page, 'shipments, the status menu open');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'shipments, a status chosen');

  await page.goto('/admin/uye/uye-listele/8');
  const account = page.getByRole('region', { name: 'Hesap' });
  await account.getByRole('button', { name: 'Askıya Al' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'member, the suspend dialog', '[role="dialog"]');
  await dialog.getByLabel('Gerekçe').fill('Sahte sipariş şikâyetleri');
  await dialog.getByRole('button', { name: 'Askıya Al' }).click();
  await expect(account.getByRole('button', { name: 'Yeniden Etkinleştir' })).toBeVisible();
  await expectAccessible(page, 'member, suspended (Yeniden Etkinleştir)');
});
