import { test, expect } from './fixtures';
import { signInByApi, TOKEN_STORAGE_KEY } from './support/session';

// The public menu of docs/courier-application.md (with Yardım and KVKK, issue 17), in order, with the page each item opens.
const menuPages = [
  { label: 'Kurye Çağır', path: '/gonderi-olustur', heading: 'Kurye Çağır', title: 'Gönderi Oluştur' },
  { label: 'Gönderi Takip', path: '/gonderi-liste/aktif/', heading: 'Gönderi Takip' },
  { label: 'Kurye Girişi', path: '/kurye/giris', heading: 'Kurye Girişi' },
  { label: 'Kurye Ol', path: '/kurye/uye-ol', heading: 'Kurye Ol' },
  { label: 'Hakkımızda', path: '/hakkimizda', heading: 'Hakkımızda' },
  { label: 'İletişim', path: '/iletisim', heading: 'İletişim' },
  { label: 'Geri Bildirim', path: '/geri-bildirim', heading: 'Geri Bildirim' },
  { label: 'Yardım', path: '/yardim', heading: 'Yardım', title: 'Yardım · Sık Sorulan Sorular' },
  { label: 'KVKK Aydınlatma Metni', path: '/kvkk', heading: 'KVKK Aydınlatma Metni' },
  { label: 'Giriş', path: '/giris', heading: 'Müşteri Girişi' },
] as const;

test.describe('at phone width the menu is a drawer', () => {
  test('lists the public items in order, with Giriş while signed out', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(menu).toBeVisible();
    const box = await page.getByRole('dialog', { name: 'Kurye Çağır' }).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(280);

    await expect(menu.getByRole('listitem')).toHaveText(['Anasayfa', ...menuPages.map((item) => item.label)]);
    await expect(menu.locator('[aria-disabled="true"]')).toHaveText('Anasayfa');
    await expect(menu.getByRole('link', { name: 'Giriş', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Çıkış' })).toHaveCount(0);
  });

  test('goes to every public page and closes after each choice', async ({ page, mock }) => {
    await page.goto('/');
    // The content pages read the server's pages (issue 17).
    await mock.ready();
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    for (const item of menuPages) {
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
      await menu.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.heading);
      await expect(page).toHaveTitle(`${'title' in item ? item.title : item.heading} | Kurye Çağır`);
      await expect(menu).toBeHidden();
    }
  });

  test('marks the open page in the menu', async ({ page }) => {
    await page.goto('/hakkimizda');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(menu.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'İletişim' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('closes with its close button and with Escape', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Ana menü' });

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Menüyü kapat' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('shows Çıkış when signed in; Çıkış signs out and goes home', async ({ page }) => {
    await page.goto('/hakkimizda');
    await signInByApi(page, 'customer');

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(menu.getByRole('link', { name: 'Giriş', exact: true })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Çıkış' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurye Çağır' })).toBeVisible();
    const stored = await page.evaluate(
      (key) => sessionStorage.getItem(key) ?? localStorage.getItem(key),
      TOKEN_STORAGE_KEY,
    );
    expect(stored).toBeNull();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(menu.getByRole('link', { name: 'Giriş', exact: true })).toBeVisible();
  });

  test('a signed-in courier finds İşlerim in the menu', async ({ page }) => {
    await signInByApi(page, 'mehmet');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    await menu.getByRole('link', { name: 'İşlerim' }).click();
    await expect(page).toHaveURL('/kurye/isler');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İşlerim');
  });
});

test.describe('on a wide screen the menu stays open @desktop-only', () => {
  test('shows the menu beside the page, no burger, and navigates', async ({ page, mock }) => {
    await page.goto('/');
    await mock.ready();
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menüyü aç' })).toHaveCount(0);

    await menu.getByRole('link', { name: 'İletişim' }).click();
    await expect(page).toHaveURL('/iletisim');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İletişim');
    await expect(menu.getByRole('link', { name: 'İletişim' })).toHaveAttribute('aria-current', 'page');
    await expect(menu).toBeVisible();
  });
});

test('the home page offers both main actions @desktop', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Anasayfa | Kurye Çağır');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Çağır');
  await page.getByRole('main').getByRole('link', { name: 'Gönderi Takip' }).click();
  await expect(page).toHaveURL('/gonderi-liste/aktif/');
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Kurye Çağır' }).click();
  await expect(page).toHaveURL('/gonderi-olustur');
});
