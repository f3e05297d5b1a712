// A courier's own account (issue 16): signing in lands on İşlerim with a courier's menu; Profilim
// opens to work and keeps e-mail and IBAN; a courier awaiting approval sees why they cannot work,
// and a rejected one sees the reason, corrects the application and sends it again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/axe';
import { TOKEN_STORAGE_KEY } from './support/session';

const dir = 'test-results/screens';

/** A small, real PNG (what a phone's camera would give, only smaller). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAWElEQVR42mOYtmD9oEIMow4i2kEfvvwaQDTqoMHgoO/p7ATR0HTQiUsPqYKGr4NG09Cog0Zz2WguGy4OGr61PbUSNX40lB00moZGHTTqoJHioNG+/RBxEACRc3F7EW6CuwAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAsCourier(page: Page, phone: string): Promise<void> {
  await page.goto('/kurye/giris');
  await page.getByLabel('Telefon Numarası').pressSequentially(phone);
  await page.getByLabel('Şifre').fill('Kurye123!');
  await page.getByRole('button', { name: 'Giriş' }).click();
}

async function openMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(menu).toBeVisible();
  return menu;
}

async function closeMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.keyboard.press('Escape');
}

const token = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key) ?? '', TOKEN_STORAGE_KEY);

test('a courier lands on İşlerim with a courier menu; Profilim keeps work status, e-mail and IBAN @desktop', async ({
  page,
  mock,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  const shot = (name: string) =>
    page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: true });
  await mock.ready();
  await signInAsCourier(page, '05331112233');

  await expect(page).toHaveURL('/kurye/isler');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İşlerim');
  await expect(page.getByRole('switch', { name: 'İşe Açığım' })).toBeChecked();
  await shot('courier-work');

  const menu = await openMenu(page, isMobile);
  for (const label of ['İşlerim', 'Profilim'])
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Çıkış' })).toBeVisible();
  for (const label of ['Kurye Girişi', 'Kurye Ol', 'Kurye Çağır', 'Gönderi Takip'])
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  if (isMobile) await page.screenshot({ path: `${dir}/${testInfo.project.name}-courier-menu.png` });
  await menu.getByRole('link', { name: 'Profilim' }).click();

  await expect(page).toHaveURL('/kurye/profil');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profilim');
  await expect(page.getByText('Onaylı')).toBeVisible();
  const email = page.getByRole('textbox', { name: 'E-posta' });
  await expect(email).toHaveValue('mehmet.kaya@example.com');
  await expectAccessible(page, 'Profilim');
  await shot('courier-profile');

  // The switch first: closed to work, said in words.
  const openToWork = page.getByRole('switch', { name: 'İşe Açığım' });
  await expect(openToWork).toBeChecked();
  await openToWork.uncheck();
  await expect(openToWork).not.toBeChecked();
  await expect(page.getByText('Kapalı: yeni iş almıyorsunuz. İşe başlamak için açın.')).toBeVisible();

  await email.fill('mehmet.yeni@example.com');
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('TR330006100519786457841327');
  await expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 27');
  await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
  await expect(page.getByText('Lütfen geçerli bir IBAN giriniz.')).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'Profilim, IBAN hatalı');

  // Pasted in lower case with spaces: read, grouped in fours, saved.
  await iban.fill('tr33 0006 1005 1978 6457 8413 26');
  await expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
  await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
  // A new e-mail (or IBAN) is confirmed with an SMS code to the phone on file (issue 27).
  const verification = page.getByRole('dialog', { name: 'Doğrulama' });
  await verification.getByLabel('Doğrulama Kodu').fill('000000');
  await verification.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(verification.getByText('Doğrulama kodu hatalı.')).toBeVisible();
  await shot('courier-profile-code');
  await verification.getByLabel('Doğrulama Kodu').fill(await mock.smsCode('05331112233'));
  await verification.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(verification).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Bilgileriniz kaydedildi.' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'E-posta' })).toHaveValue('mehmet.yeni@example.com');
  await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
  await expect(page.getByRole('switch', { name: 'İşe Açığım' })).not.toBeChecked();
  const profile = await mock.fetchJson<{ data: { iban: string; isOpenToWork: boolean } }>(
    '/courier/profile',
    {
      token: await token(page),
    },
  );
  expect(profile.body.data).toMatchObject({ iban: 'TR330006100519786457841326', isOpenToWork: false });

  // The home page offers a courier their own work, not sending or signing up.
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'İşlerim' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Profilim' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Kurye Ol' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Kurye Çağır', exact: true })).toHaveCount(0);
  await shot('courier-home');
});

test('a courier awaiting approval sees "Başvurunuz inceleniyor" and why they cannot bid @desktop', async ({
  page,
  mock,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  const shot = (name: string) =>
    page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: true });
  await mock.ready();
  await signInAsCourier(page, '05351112233');

  await expect(page).toHaveURL('/kurye/isler');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İşlerim');
  await expect(page.getByRole('heading', { name: 'Başvurunuz inceleniyor' })).toBeVisible();
  await expect(page.getByText('Onaylanana kadar teklif veremez, iş kabul edemez')).toBeVisible();
  // What was sent.
  const sent = page.getByRole('region', { name: 'Gönderdiğiniz bilgiler' });
  await expect(sent).toContainText('Zeynep Şahin');
  await expect(sent).toContainText('0535 111 22 33');
  await expect(sent).toContainText('Motor');
  await expect(sent.getByRole('button', { name: 'Sürücü Belgesi (Ehliyet): Büyük göster' })).toBeVisible();
  // Her own document, read at its URL with her session (issue 27): the thumbnail, then the file.
  const thumb = sent.getByRole('img', { name: 'Sürücü Belgesi (Ehliyet) önizlemesi' });
  await expect.poll(() => thumb.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await sent.getByRole('button', { name: 'Sürücü Belgesi (Ehliyet): Büyük göster' }).click();
  const ownDoc = page.getByRole('dialog', { name: 'Sürücü Belgesi (Ehliyet)' });
  const ownFull = ownDoc.getByRole('img', { name: 'Sürücü Belgesi (Ehliyet)' });
  await expect.poll(() => ownFull.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(240);
  await ownDoc.getByRole('button', { name: 'Kapat' }).click();
  await expect(ownDoc).toHaveCount(0);
  await expectAccessible(page, 'İşlerim, başvuru inceleniyor');
  await shot('courier-pending');

  // The server refuses the bid, with the reason in Turkish.
  const bid = await mock.fetchJson<{ code: string; desc: string }>('/shipment/1003/price-quote', {
    method: 'POST',
    body: { priceQuoteAmount: 100 },
    token: await token(page),
  });
  expect(bid.status).toBe(403);
  expect(bid.body.code).toBe('USER_NOT_APPROVED');
  expect(bid.body.desc).toContain('Onaylanana kadar teklif veremez');

  // A tender opened from a link: the page says why, in the server's words.
  await page.goto('/gonderi-takip/1003/ihale/');
  await expect(page.getByText('Kurye başvurunuz henüz onaylanmadı.').first()).toBeVisible();
  await page.goto('/kurye/isler');

  // Profilim: the same status, the switch locked with its reason.
  const menu = await openMenu(page, isMobile);
  await expect(menu.getByRole('link', { name: 'Kurye Ol' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Profilim' }).click();
  await closeMenu(page, false);
  await expect(page.getByRole('heading', { name: 'Başvurunuz inceleniyor' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'İşe Açığım' })).toBeDisabled();
  await expect(page.getByText('Hesabınız onaylanana kadar işe açılamazsınız.')).toBeVisible();
  await expectAccessible(page, 'Profilim, başvuru inceleniyor');
});

test('a rejected courier reads the reason, adds the licence and sends the application again @desktop', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(90_000);
  const shot = (name: string) =>
    page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: true });
  await mock.ready();
  await signInAsCourier(page, '05361112233');

  await expect(page).toHaveURL('/kurye/isler');
  await expect(page.getByRole('heading', { name: 'Başvurunuz onaylanmadı' })).toBeVisible();
  await expect(page.getByText('Gerekçe: Sürücü belgenizin fotoğrafı eksik.')).toBeVisible();
  await expectAccessible(page, 'İşlerim, başvuru reddedildi');
  await shot('courier-rejected');

  await page.getByRole('link', { name: 'Başvurumu Düzelt' }).click();
  await expect(page).toHaveURL('/kurye/profil');
  await expect(page.getByText('Gerekçe: Sürücü belgenizin fotoğrafı eksik.')).toBeVisible();
  await expect(page.getByText('Reddedildi', { exact: true })).toBeVisible();

  // A gif is refused by its type before anything is sent.
  const licence = page.getByLabel('Sürücü Belgesi (Ehliyet)', { exact: true });
  await licence.setInputFiles({ name: 'ehliyet.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.')).toBeVisible();
  await licence.setInputFiles({ name: 'ehliyet.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('button', { name: 'Sürücü Belgesi (Ehliyet): Büyük göster' });
  await expect(preview).toBeVisible();
  await preview.click();
  const full = page.getByRole('dialog', { name: 'Sürücü Belgesi (Ehliyet)' });
  await expect(full.getByRole('img', { name: 'Sürücü Belgesi (Ehliyet)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(full).toHaveCount(0);
  await expect(page.getByText('Yeni dosya seçildi: ehliyet.png')).toBeVisible();
  await expectAccessible(page, 'Profilim, başvuru reddedildi');
  await shot('courier-rejected-profile');

  await page.getByRole('button', { name: 'Başvuruyu Yeniden Gönder' }).click();
  await expect(page.getByText('Başvurunuz yeniden gönderildi.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Başvurunuz inceleniyor' })).toBeVisible();
  await expect(page.getByText('Onay Bekliyor', { exact: true })).toBeVisible();

  await page.goto('/kurye/isler');
  await expect(page.getByRole('heading', { name: 'Başvurunuz inceleniyor' })).toBeVisible();
  await shot('courier-resubmitted');
});
