import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { stepDone } from './support/courier-work';
import { switchUser } from './support/tracking-session';

async function acknowledgeDone(page: Page) {
  const done = page.getByRole('dialog').filter({ hasText: 'İşlem gerçekleşti.' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Tamam' }).click();
  await expect(done).toBeHidden();
}

test('the customer cancels a shipment after confirming it', async ({ page, mock }) => {
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'customer', '/gonderi-liste/aktif/');
  const card = page.getByRole('article', { name: 'Gönderi No: 1002' });
  await expect(card.getByText('Gönderi Oluşturuldu')).toBeVisible();
  await card.getByRole('button', { name: 'Detayları Göster' }).click();

  // "Vazgeç" leaves the shipment as it was (an "İptal" button here would read as "yes, cancel").
  await card.getByRole('button', { name: 'İptal Et' }).click();
  let confirm = page.getByRole('dialog', { name: 'İptal Et' });
  await expect(confirm).toContainText('Gönderi iptal edilecektir. Onaylıyor musunuz?');
  await expect(confirm.getByRole('button', { name: 'İptal', exact: true })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Gönderi Oluşturuldu')).toBeVisible();

  await card.getByRole('button', { name: 'İptal Et' }).click();
  confirm = page.getByRole('dialog', { name: 'İptal Et' });
  await confirm.getByRole('button', { name: 'Onay' }).click();
  await acknowledgeDone(page);

  // Cancelled shipments leave the active list for the past one.
  await expect(card).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Gönderi listesi' })
    .getByRole('link', { name: 'Geçmiş' })
    .click();
  await expect(page).toHaveURL(/\/gonderi-liste\/gecmis\/$/);
  await expect(
    page.getByRole('article', { name: 'Gönderi No: 1002' }).getByText('İptal', { exact: true }),
  ).toBeVisible();
});

test('the customer restarts a given-up shipment: a new 30-minute tender opens', async ({ page, mock }) => {
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'customer', '/gonderi-takip/1010/');
  const card = page.getByRole('article', { name: 'Gönderi No: 1010' });
  await expect(card.getByText('Yeniden Oluşturma')).toBeVisible();
  // Only restart and cancel are offered at status 8.
  await expect(card.getByRole('button', { name: 'İptal Et' })).toBeVisible();

  await card.getByRole('button', { name: 'Yeniden Başlat' }).click();
  const confirm = page.getByRole('dialog', { name: 'Yeniden Başlat' });
  await expect(confirm).toContainText('Gönderi yeniden başlatılacaktır. Onaylıyor musunuz?');
  await confirm.getByRole('button', { name: 'Onay' }).click();
  await acknowledgeDone(page);
  await expect(card.getByText('Teklif Süreci')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Yeniden Başlat' })).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Gönderi sekmeleri' })
    .getByRole('link', { name: 'İhale' })
    .click();
  const panel = page.getByRole('region', { name: 'İhale' });
  await expect(panel.getByText('Devam Ediyor')).toBeVisible();
  await expect(page.getByTestId('tender-countdown')).toHaveText(/^(30:00|29:[0-5]\d)$/);
});

test('the assigned courier moves the shipment on and sees the full addresses', async ({ page, mock }) => {
  await mock.ready();
  await mock.reset();
  await switchUser(page, 'mehmet', '/gonderi-takip/1005/');
  const card = page.getByRole('article', { name: 'Gönderi No: 1005' });
  await expect(card.getByText('Kurye Atama')).toBeVisible();
  await expect(card.getByText(/Zeytinlik Mah\. İstanbul Cad\. No:15/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'İşten Vazgeç' })).toBeVisible();
  await card.getByRole('button', { name: 'Adrese Gidiyorum' }).click();
  // A courier's step confirms inline, with a short notice (issue 28).
  await stepDone(page);
  await expect(card.getByText('Adresten Teslim Alma')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Teslim Aldım, Ödeme Al' })).toBeVisible();

  // A courier who is not assigned sees only district, county and city.
  await page.goto('/gonderi-takip/1003/');
  const other = page.getByRole('article', { name: 'Gönderi No: 1003' });
  await expect(other.getByText('Açık adres, gönderi size atandığında görünür.')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Harita' })).toBeDisabled();
});
