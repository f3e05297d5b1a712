// Issue 16, the courier's whole life at 360 px: a new courier applies (each refusal, a reload in
// the middle), signs in and waits ("Başvurunuz inceleniyor", no bidding), is approved by staff on
// /admin/onay/onay-liste/, opens to work, bids on a tender, wins it when the mock clock ends it, and
// carries the shipment to 40 (Tamamlanan), one status change made offline and sent exactly once.
// Another courier gets no street, door, phone or full address of it from the API.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { applyAsCourier, type Applicant } from './support/courier-application';
import {
  acknowledge,
  asCourier,
  confirm,
  place,
  recordedStatusChanges,
  recordStatusChanges,
  stepDone,
} from './support/courier-work';
import { waitForServiceWorker } from './support/offline';
import { signInByApi, TOKEN_STORAGE_KEY } from './support/session';
import { apiAs, switchUser, trMoney } from './support/tracking-session';

const APPLICANT: Applicant = {
  name: 'Ece',
  surname: 'Yıldız',
  identityNumber: '10000000214',
  phone: '05461112244',
  email: 'ece.yildiz@example.com',
  password: 'Kurye2026!',
};

const FULL_NAME = `${APPLICANT.name} ${APPLICANT.surname}`;
const STREET = 'Bahariye Cad.';

/** The customer (Ayşe) puts a one-stop İstanbul shipment to tender, paid at the door. */
async function createTender(page: Page): Promise<{ shipmentId: number; totalPrice: number }> {
  await signInByApi(page, 'customer');
  const created = await apiAs<{ shipmentId: number }>(page, '/shipment', {
    method: 'POST',
    body: {
      vehicleType: 1,
      weightType: 2,
      paymentType: 1,
      includeInsurance: false,
      hasTransportService: false,
      getPriceQuote: true,
      startAddress: place('Ev', 34, 34023005, `${STREET} No:44 Kadıköy`, 40.99, 29.03, {
        streetName: STREET,
        doorNumber: '44',
        floor: '3',
        apartmentNumber: '7',
      }),
      shipmentList: [
        {
          contentType: 7,
          startAddress: place(
            'İş',
            34,
            34010019,
            'Sinanpaşa Mah. Ihlamurdere Cad. No:7 Beşiktaş',
            41.043,
            29.005,
            {
              phoneNumber: '05391112233',
            },
          ),
        },
      ],
    },
  });
  expect(created.status).toBe(201);
  const { shipmentId } = created.data;
  const { data: listed } = await apiAs<{ totalPrice: number }>(page, `/shipment/${shipmentId}`);
  expect(listed.totalPrice).toBeGreaterThan(0);
  return { shipmentId, totalPrice: listed.totalPrice };
}

async function signOutOfStorage(page: Page): Promise<void> {
  await page.evaluate((key) => {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }, TOKEN_STORAGE_KEY);
}

async function signInAsApplicant(page: Page): Promise<void> {
  await signOutOfStorage(page);
  await page.goto('/kurye/giris');
  await page.getByLabel('Telefon Numarası').pressSequentially(APPLICANT.phone);
  await page.getByLabel('Şifre').fill(APPLICANT.password ?? '');
  await page.getByRole('button', { name: 'Giriş' }).click();
  await expect(page).toHaveURL(/\/kurye\/isler/);
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'İş sekmeleri' });

test(
  'a new courier applies, waits, is approved, wins a tender and carries it to Tamamlanan, one step offline',
  { tag: '@sw' },
  async ({ page, context, mock }) => {
    test.setTimeout(300_000);
    await recordStatusChanges(page);
    await mock.ready();
    await mock.reset();
    const { shipmentId, totalPrice } = await createTender(page);
    await signOutOfStorage(page);

    // Applies: every refusal with its message, a reload in the middle, the SMS code.
    await applyAsCourier(page, mock, APPLICANT);
    await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();

    // Signs in while waiting: İşlerim says so, and the server refuses a bid.
    await signInAsApplicant(page);
    await expect(page.getByRole('heading', { name: 'Başvurunuz inceleniyor' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gönderdiğiniz bilgiler' })).toContainText(FULL_NAME);
    const token = await page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_STORAGE_KEY);
    const refused = await mock.fetchJson<{ code: string }>(`/shipment/${shipmentId}/price-quote`, {
      method: 'POST',
      body: { priceQuoteAmount: Math.floor(totalPrice * 0.9) },
      token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('USER_NOT_APPROVED');
    await page.goto(`/gonderi-takip/${shipmentId}/ihale/`);
    await expect(page.getByText('Kurye başvurunuz henüz onaylanmadı.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Teklif Ver' })).toHaveCount(0);

    // Staff approve the application.
    await switchUser(page, 'admin', '/admin/onay/onay-liste/');
    await page.getByRole('button', { name: `${FULL_NAME}: Onayla` }).click();
    await page
      .getByRole('dialog', { name: 'Başvuruyu onayla' })
      .getByRole('button', { name: 'Onayla' })
      .click();
    await expect(page.getByText(`${FULL_NAME} onaylandı.`, { exact: false })).toBeVisible();

    // The courier signs in again, lands on İşlerim and opens to work.
    await signInAsApplicant(page);
    await expect(page.getByRole('heading', { level: 1, name: 'İşlerim' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Başvurunuz inceleniyor' })).toHaveCount(0);
    const openToWork = page.getByRole('switch', { name: 'İşe Açığım' });
    // Approval opens the courier to work (the SMS says they may start); the switch stays theirs.
    await expect(openToWork).toBeChecked();
    await openToWork.uncheck();
    await expect(page.getByText('Kapalı: yeni iş almıyorsunuz. İşe başlamak için açın.')).toBeVisible();
    await openToWork.check();
    await expect(openToWork).toBeChecked();
    const workToken = await page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_STORAGE_KEY);
    await expect
      .poll(async () => {
        const profile = await mock.fetchJson<{ data: { isOpenToWork: boolean } }>('/courier/profile', {
          token: workToken,
        });
        return profile.body.data.isOpenToWork;
      })
      .toBe(true);

    // Bids on the tender from its card (their own city, İstanbul, is the default filter).
    const card = page.getByRole('article', { name: `Gönderi No: ${shipmentId}` });
    await expect(card).not.toContainText(STREET);
    await card.getByRole('link', { name: 'Teklif Ver' }).click();
    const bid = Math.floor(totalPrice * 0.9);
    await page.getByLabel('Teklif Tutarı (₺)').fill(trMoney(bid));
    await page.getByRole('button', { name: 'Teklif Ver' }).click();
    await confirm(page, 'Teklifi Onayla');
    await acknowledge(page, 'İşlem Başarılı Gerçekleşti');

    // The tender ends on the mock clock: the only offer wins, and İşlerim says so.
    await page.goto('/kurye/isler');
    await expect(card).toBeVisible();
    await mock.advanceClock(31);
    await expect(
      page.getByRole('alert').filter({ hasText: `Gönderi ${shipmentId} size atandı.` }),
    ).toBeVisible({
      timeout: 25_000,
    });

    // Another courier gets only city, county and district of it from the API.
    const other = await asCourier(page, '05371112233', `/shipment/${shipmentId}`);
    for (const secret of [STREET, 'streetName', 'doorNumber', 'fullAddress', 'phoneNumber', '0532'])
      expect(other.text).not.toContain(secret);

    // Carries it: 3 → 4 → 5 online.
    await tabs(page)
      .getByRole('link', { name: /Aktif İşlerim/ })
      .click();
    const active = page.getByRole('article', { name: `Gönderi No: ${shipmentId}` });
    await expect(active).toContainText(STREET);
    await active.getByRole('button', { name: 'Adrese Gidiyorum' }).click();
    await stepDone(page);
    await active.getByRole('button', { name: 'Teslim Aldım, Ödeme Al' }).click();
    await stepDone(page);
    expect(await recordedStatusChanges(page)).toHaveLength(2);

    // 5 → 6 with no network: it waits on the card, then goes once when the network is back.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışısınız.');
    await active.getByRole('button', { name: 'Ödeme Alındı' }).click();
    await expect(active.getByTestId('pending-status')).toContainText('bekliyor');
    await expect(active.getByText('Bu değişiklik bağlantı gelince gönderilecek.')).toBeVisible();
    expect(await recordedStatusChanges(page)).toHaveLength(2);
    await context.setOffline(false);
    await expect(active.getByTestId('pending-status')).toHaveCount(0, { timeout: 20_000 });
    await expect(active.getByRole('button', { name: 'Teslim Ettim' })).toBeVisible({ timeout: 15_000 });
    expect(await recordedStatusChanges(page)).toHaveLength(3);

    // 6 → 40.
    await active.getByRole('button', { name: 'Teslim Ettim' }).click();
    await confirm(page, 'Teslim Ettim');
    await stepDone(page);
    await expect(active).toHaveCount(0);
    const sent = await recordedStatusChanges(page);
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((s) => s.key)).size).toBe(4);
    const { data: steps } = await apiAs<{ shipmentStatus: number; date: string | null }[]>(
      page,
      `/shipment/${shipmentId}/history`,
    );
    expect(steps.filter((s) => s.shipmentStatus === 6 && s.date !== null)).toHaveLength(1);

    // Past jobs keep it with what was earned; the customer sees it completed.
    await tabs(page)
      .getByRole('link', { name: /Geçmiş İşler/ })
      .click();
    await expect(
      page.getByRole('article', { name: `Gönderi No: ${shipmentId}` }).getByTestId('job-earning'),
    ).toHaveText(`${trMoney(bid)} ₺`);
    await switchUser(page, 'customer', `/gonderi-takip/${shipmentId}/`);
    await expect(
      page.getByRole('article', { name: `Gönderi No: ${shipmentId}` }).getByText('Tamamlanan'),
    ).toBeVisible();
  },
);
