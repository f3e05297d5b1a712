import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { signInByApi } from './support/session';

// Staff manage members at 1366 px (issue 18): filter, open one, suspend with a reason, reactivate;
// the admin home shows today's figures, each opening its screen.
test.beforeEach(async ({ page, mock }) => {
  await page.goto('/');
  await mock.reset();
});

test('an admin filters members by role, opens one, suspends and reactivates them @desktop-only', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'admin', '/admin/uye/uye-listele/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Üye Listesi');
  const table = page.getByRole('table', { name: 'Üyeler' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();

  await page.getByLabel('Rol').selectOption({ label: 'Müşteri' });
  await expect(page).toHaveURL(/role=Customer/);
  await expect(table.getByRole('row', { name: /Burak/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Mehmet Kaya/ })).toHaveCount(0);

  // The filter lives in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Rol')).toHaveValue('Customer');
  await expect(table.getByRole('row', { name: /Mehmet Kaya/ })).toHaveCount(0);
  await expectAccessible(page, 'admin members list');

  const burak = table.getByRole('row', { name: /Burak/ });
  const name = ((await burak.getAttribute('aria-label')) ?? '').replace(/: üye bilgilerini aç$/, '');
  await burak.click();
  await expect(page).toHaveURL(/\/admin\/uye\/uye-listele\/8$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const account = page.getByRole('region', { name: 'Hesap' });
  await expect(account.getByText('Aktif', { exact: true })).toBeVisible();
  await expectAccessible(page, 'admin member detail');

  await account.getByRole('button', { name: 'Askıya Al' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Askıya Al' }).click();
  await expect(dialog.getByText('Lütfen gerekçeyi yazınız. Gerekçe üyenin kaydında saklanır.')).toBeVisible();
  await dialog.getByLabel('Gerekçe').fill('Sahte sipariş şikâyetleri');
  await dialog.getByRole('button', { name: 'Askıya Al' }).click();
  await expect(dialog).toBeHidden();
  await expect(account.getByText('Askıya Alındı', { exact: true })).toBeVisible();
  await expect(account.getByText('Sahte sipariş şikâyetleri')).toBeVisible();

  // Back in the (still filtered) list, the member's status changed.
  await page.goBack();
  await expect(page).toHaveURL(/role=Customer/);
  await expect(table.getByRole('row', { name: /Burak/ }).getByText('Askıya Alındı')).toBeVisible();

  await table.getByRole('row', { name: /Burak/ }).click();
  await account.getByRole('button', { name: 'Yeniden Etkinleştir' }).click();
  await dialog.getByLabel('Gerekçe').fill('İtiraz incelendi, haklı bulundu');
  await dialog.getByRole('button', { name: 'Yeniden Etkinleştir' }).click();
  await expect(account.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(account.getByText('İtiraz incelendi, haklı bulundu')).toBeVisible();
});

test("the admin home shows today's four figures and a card opens its screen @desktop-only", async ({
  page,
}) => {
  await signInByApi(page, 'admin', '/admin/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli');
  const figures = page.getByRole('navigation', { name: 'Bugünün rakamları' });
  await expect(figures.getByRole('link')).toHaveCount(4);
  for (const label of [
    'Bugün gelen gönderi',
    'Açık ihale',
    'Onay bekleyen kurye',
    'Mutabakatı yapılmamış nakit',
  ])
    await expect(figures.getByRole('link', { name: new RegExp(label) })).toBeVisible();
  await expect(figures.getByRole('link', { name: /Onay bekleyen kurye: 2\./ })).toBeVisible();
  await expect(figures.getByRole('link', { name: /Mutabakatı yapılmamış nakit: [\d.,]+ ₺/ })).toBeVisible();
  await expectAccessible(page, 'admin home');

  await figures.getByRole('link', { name: /Onay bekleyen kurye/ }).click();
  await expect(page).toHaveURL(/\/admin\/onay\/onay-liste\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onay Bekleyenler');
});

test('member statistics show their charts @desktop-only', async ({ page }) => {
  await signInByApi(page, 'admin', '/admin/uye/istatistik/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Üye İstatistikleri');
  for (const title of [
    'Son 30 günde yeni üyeler',
    'Role göre üyeler',
    'Duruma göre üyeler',
    'İllere göre üyeler',
  ])
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page, 'admin member statistics');
});

// Not an assertion of looks: the screens a reviewer opens (test-results/screens/), at 1366 and 768.
test('admin members screens for review @desktop-only', async ({ page }) => {
  test.setTimeout(90_000);
  const dir = 'test-results/screens';
  await signInByApi(page, 'admin', '/admin/');
  for (const [width, height] of [
    [1366, 900],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    const shot = (name: string) =>
      page.screenshot({ path: `${dir}/admin-${name}-${width}.png`, fullPage: true });
    await page.goto('/admin/');
    await expect(page.getByRole('navigation', { name: 'Bugünün rakamları' })).toBeVisible();
    await shot('home');
    await page.goto('/admin/uye/uye-listele/');
    await expect(page.getByRole('table', { name: 'Üyeler' }).getByRole('rowheader').first()).toBeVisible();
    await shot('members');
    await page.goto('/admin/uye/uye-listele/2');
    await expect(page.getByRole('region', { name: 'Kurye Profili' })).toBeVisible();
    await expect(page.getByRole('table', { name: /taşıdığı gönderiler/ })).toBeVisible();
    await shot('member-detail');
    await page.goto('/admin/uye/istatistik/');
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await page.waitForTimeout(500);
    await shot('member-stats');
  }
});
