import { test, expect } from './fixtures';
import { signInByApi } from './support/session';

const adminPages = [
  ['/admin/onay/onay-liste/', 'Onay Bekleyenler'],
  ['/admin/uye/uye-listele/', 'Üye Listesi'],
  ['/admin/uye/istatistik/', 'Üye İstatistikleri'],
  ['/admin/gonderi/gonderi-liste/', 'Gönderi Listesi'],
  ['/admin/gonderi/istatistik/', 'Gönderi İstatistikleri'],
  ['/admin/hesap/hesap-liste/', 'Hesap Listesi'],
  ['/admin/hesap/hareket-listele/', 'Hesap Hareketleri'],
  ['/admin/hesap/muhasebe-yap/', 'Muhasebe'],
  ['/admin/hesap/mutabakat/', 'Mutabakat'],
  ['/admin/paket/paket-tanim-liste/', 'Paket Tanımları'],
  ['/admin/paket/uye-paket-liste/', 'Üye Paketleri'],
  ['/admin/paket/istatistik/', 'Paket İstatistikleri'],
  ['/admin/bildirim/bildirim-liste/', 'Bildirimler'],
  ['/admin/bildirim/bildirim-gonder/', 'Bildirim Gönder'],
  ['/admin/yardim/yardim-liste/', 'Yardım'],
  ['/admin/dinamik/dinamik-sayfa-liste/', 'Dinamik Sayfalar'],
  ['/admin/dinamik/dinamik-sayfa-ekle/', 'Dinamik Sayfa Ekle'],
] as const;

test('every admin route has its Turkish title, reached through the admin menu @desktop', async ({
  page,
  isMobile,
}) => {
  // Seventeen pages, each through the menu (on the phone through the burger's drawer): more than
  // the default 30 s on a loaded machine.
  test.slow();
  // The admin area is for admins only (e2e/auth-guards.spec.ts).
  await signInByApi(page, 'admin');
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli');
  const adminMenu = page.getByRole('navigation', { name: 'Yönetim menüsü' });

  for (const [path, title] of adminPages) {
    if (isMobile) await page.getByRole('button', { name: 'Menüyü aç' }).click();
    // The menu's "Site" group has a customer page of the same name (Yardım): take the admin one.
    await adminMenu
      .getByRole('link', { name: title, exact: true })
      .and(page.locator(`[href="${path}"]`))
      .click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Kurye Çağır`);
  }
});
