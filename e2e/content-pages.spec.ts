// The public content pages (issue 17): Hakkımızda, İletişim, KVKK and Yardım read from the
// server's dynamic pages and help, and open offline after one visit; Geri Bildirim is checked
// under its fields, sent online, and written offline it waits and is sent exactly once.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { watchApi } from './support/api-traffic';
import { UUID, waitForServiceWorker } from './support/offline';
import { signInByApi } from './support/session';

const dir = 'test-results/screens';
mkdirSync(dir, { recursive: true });

/** Screenshots named content-<page>-<width>x<height>.png (the screen), and …-full.png (the whole page). */
async function shot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  const base = `${dir}/content-${name}-${size?.width ?? 0}x${size?.height ?? 0}`;
  // Collapsing accordions and the drawer settle first.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${base}.png` });
  await page.screenshot({ path: `${base}-full.png`, fullPage: true });
}

const FEEDBACK_LOG = 'e2e.feedback-posts';

/** Records every POST /feedback the page sends (its Idempotency-Key), across reloads. */
async function recordFeedbackPosts(page: Page): Promise<void> {
  await watchApi(page);
  await page.addInitScript((logKey) => {
    window.__e2eObserveApi?.({
      request: (request) => {
        if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/v1/feedback') return;
        const log = JSON.parse(localStorage.getItem(logKey) ?? '[]') as unknown[];
        log.push(request.headers.get('Idempotency-Key'));
        localStorage.setItem(logKey, JSON.stringify(log));
      },
    });
  }, FEEDBACK_LOG);
}

const recordedKeys = (page: Page) =>
  page.evaluate(
    (logKey) => JSON.parse(localStorage.getItem(logKey) ?? '[]') as (string | null)[],
    FEEDBACK_LOG,
  );

/** Records a feedback through the API (no session) and answers its number: the server's next id. */
async function probeFeedbackId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/feedback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ topic: 'diger', message: 'Deneme kaydı: sıradaki numara.' }),
    });
    return ((await response.json()) as { data: { feedbackId: number } }).data.feedbackId;
  });
}

const lastUpdated = (page: Page) => page.getByTestId('last-updated');
const DATE = /Son güncelleme: \d\d\.\d\d\.\d{4} \d\d:\d\d/;

async function checkAbout(page: Page) {
  await page.goto('/hakkimizda');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda');
  await expect(page).toHaveTitle('Hakkımızda | Kurye Çağır');
  await expect(page.getByRole('heading', { name: 'Fiyat nasıl hesaplanır?' })).toBeVisible();
  await expect(page.getByText(/sabit fiyat uygulanır: Motor 150,00 ₺, Araba 250,00 ₺/)).toBeVisible();
  const motor = page.getByRole('table', { name: 'Motor (0-20 kg): ağırlığa göre ücretler' });
  await expect(motor.getByRole('row')).toHaveCount(5);
  const car = page.getByRole('table', { name: 'Araba (20-500 kg): ağırlığa göre ücretler' });
  await expect(car.getByRole('row')).toHaveCount(7);
  await expect(car.getByRole('row', { name: /300-500 kg/ })).toContainText('33,00 ₺');
  await expect(page.getByText(/= 282,00 ₺/)).toBeVisible();
}

async function checkContact(page: Page) {
  await page.goto('/iletisim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İletişim');
  await expect(page.getByRole('link', { name: 'Ara: 0850 000 00 00' })).toHaveAttribute(
    'href',
    'tel:+908500000000',
  );
  await expect(page.getByRole('link', { name: 'destek@kuryecagir.example' })).toHaveAttribute(
    'href',
    'mailto:destek@kuryecagir.example',
  );
  await expect(page.getByRole('row', { name: /Hafta içi/ })).toContainText('09:00 - 18:00');
}

const KVKK_SECTIONS = [
  '1. İşlenen Kişisel Veriler',
  '2. İşleme Amaçları',
  '3. Aktarım',
  '4. Toplama Yöntemi ve Hukuki Sebep',
  '5. Saklama Süresi',
  '6. İlgili Kişinin Hakları',
  '7. İletişim',
];

async function checkKvkk(page: Page) {
  await page.goto('/kvkk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KVKK Aydınlatma Metni');
  await expect(page.getByText('Son güncelleme: 6 Ekim 2025')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(KVKK_SECTIONS);
}

async function checkHelp(page: Page) {
  await page.goto('/yardim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yardım');
  const questions = page.getByRole('button', { name: /\?$/ });
  await expect(questions.first()).toBeVisible();
  expect(await questions.count()).toBeGreaterThanOrEqual(12);
}

test(
  'about, contact, KVKK and help: their content, then each opens offline after one visit @desktop',
  { tag: '@sw' },
  async ({ page, context, mock }) => {
    test.setTimeout(120_000);
    await mock.ready();
    await checkAbout(page);
    await shot(page, 'about');
    await expectAccessible(page, 'Hakkımızda');
    // The page's own links: the current page is highlighted (docs/screens-and-routes.md NavLink).
    const pageLinks = page.getByRole('navigation', { name: 'Kurumsal sayfalar' });
    await expect(pageLinks.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('aria-current', 'page');

    await checkContact(page);
    await shot(page, 'contact');
    await expectAccessible(page, 'İletişim');

    await checkKvkk(page);
    await shot(page, 'kvkk');
    await expectAccessible(page, 'KVKK');

    await checkHelp(page);
    // Search, Turkish-locale and case-insensitive: "İHALE" and "ihale" find "İhale (teklif) süreci nedir?".
    const search = page.getByRole('searchbox', { name: 'Sorularda ara' });
    await search.fill('İHALE');
    await expect(page.getByRole('button', { name: 'İhale (teklif) süreci nedir?' })).toBeVisible();
    await search.fill('ihale');
    await expect(page.getByRole('button', { name: 'İhale (teklif) süreci nedir?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Güvence hizmeti neyi kapsar?' })).toHaveCount(0);
    await page.getByRole('button', { name: 'İhale (teklif) süreci nedir?' }).click();
    await expect(page.getByText(/30 dakika boyunca liste fiyatının altında/)).toBeVisible();
    await shot(page, 'help-search');
    await expectAccessible(page, 'Yardım, arama');
    await search.fill('zeplin');
    await expect(page.getByRole('heading', { name: 'Sonuç bulunamadı' })).toBeVisible();
    await expect(page.getByText(/"zeplin" ile ilgili bir soru bulamadık/)).toBeVisible();
    await page.getByRole('button', { name: 'Aramayı temizle' }).click();
    await expect(page.getByText(/^\d+ soru$/)).toBeVisible();
    await shot(page, 'help');
    await expectAccessible(page, 'Yardım');

    // Offline: every page visited opens from the kept copy, saying from when it is.
    await waitForServiceWorker(page);
    // The persister writes the cache a moment after a change.
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    for (const check of [checkAbout, checkContact, checkKvkk, checkHelp]) {
      await check(page);
      await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışısınız.');
      await expect(lastUpdated(page)).toHaveText(DATE);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yardım');
    await expect(lastUpdated(page)).toHaveText(DATE);
    await shot(page, 'help-offline');
    await expectAccessible(page, 'Yardım, çevrimdışı');
  },
);

test(
  'a content page never opened says offline that it needs the network once, and loads when it is back',
  { tag: '@sw' },
  async ({ page, context, mock }) => {
    test.setTimeout(60_000);
    await mock.ready();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/kvkk');
    await expect(page.getByText('Bu sayfa için bir kez internet bağlantısı gerekiyor')).toBeVisible();
    await shot(page, 'kvkk-offline-never-opened');
    await expectAccessible(page, 'KVKK, çevrimdışı, hiç açılmamış');
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByText('Bağlantı hâlâ yok.')).toBeVisible();
    // The network comes back: the page loads by itself.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KVKK Aydınlatma Metni');
  },
);

test('feedback: the messages under the fields, then sent and confirmed; a customer’s phone is filled in @desktop', async ({
  page,
  mock,
}) => {
  test.setTimeout(90_000);
  await mock.ready();
  await page.goto('/geri-bildirim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geri Bildirim');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Lütfen bir konu seçiniz.')).toBeVisible();
  await expect(page.getByText('Lütfen mesajınızı yazınız.')).toBeVisible();
  await page.getByLabel('Gönderi numarası (isteğe bağlı)').fill('10a4');
  await page.getByLabel('Telefon (isteğe bağlı)').fill('0532111');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Gönderi numarası yalnızca rakamlardan oluşmalıdır (ör. 1004).')).toBeVisible();
  await expect(page.getByText('Telefon numarası 0xxx xxx xxxx formatında olmalıdır.')).toBeVisible();
  await shot(page, 'feedback-errors');
  await expectAccessible(page, 'Geri Bildirim, hatalar');

  await page.getByLabel('Konu').selectOption({ label: 'Gönderim hakkında' });
  await page.getByLabel('Mesajınız').fill('Kurye kapıya kadar geldi, paket sağlam ulaştı. Teşekkürler!');
  await page.getByLabel('Gönderi numarası (isteğe bağlı)').fill('1004');
  await page.getByLabel('Telefon (isteğe bağlı)').fill('05321112233');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Geri bildiriminiz alındı')).toBeVisible();
  await expect(page.getByText(/Teşekkür ederiz\. Kayıt numaranız: \d+\./)).toBeVisible();
  await shot(page, 'feedback-sent');
  await expectAccessible(page, 'Geri Bildirim, gönderildi');

  // A signed-in customer finds their phone already filled in.
  await signInByApi(page, 'customer', '/geri-bildirim');
  await expect(page.getByLabel('Telefon (isteğe bağlı)')).toHaveValue('0(532) 111 22 33');
  await shot(page, 'feedback');
  await expectAccessible(page, 'Geri Bildirim');
});

test(
  'feedback written offline waits on the device and is sent exactly once when the network is back',
  { tag: '@sw' },
  async ({ page, context, mock }) => {
    test.setTimeout(90_000);
    await recordFeedbackPosts(page);
    await page.goto('/geri-bildirim');
    await waitForServiceWorker(page);
    // The probe posts from the page: the emulated server must be answering there first (on a slow
    // machine the request otherwise reaches the static server and comes back empty).
    await mock.ready();
    const before = await probeFeedbackId(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışısınız.');
    await expect(
      page.getByText(/Çevrimdışısınız\. Gönderdiğinizde mesajınız bu cihazda bekler/),
    ).toBeVisible();
    await page.getByLabel('Konu').selectOption({ label: 'Öneri' });
    const text = 'Uygulamada teslimat saatini seçebilmek isterdim, akşamları evdeyim.';
    await page.getByLabel('Mesajınız').fill(text);
    await page.getByRole('button', { name: 'Gönder' }).click();
    const waiting = page.getByRole('status').filter({ hasText: 'Gönderilmeyi bekliyor' });
    await expect(waiting).toContainText(text);
    await expect(page.getByTestId('offline-banner')).toContainText(
      'Geri bildiriminiz bağlantı gelince gönderilecek.',
    );
    await shot(page, 'feedback-offline-waiting');
    await expectAccessible(page, 'Geri Bildirim, bekliyor');

    // A reload offline: it is still waiting (IndexedDB); nothing has left the device.
    await page.reload();
    const kept = page.getByRole('region', { name: 'Bağlantı yokken yazdığınız geri bildirimler' });
    await expect(kept.getByRole('status').filter({ hasText: 'Gönderilmeyi bekliyor' })).toContainText(text);
    const offlineKeys = (await recordedKeys(page)).slice(1);
    expect(offlineKeys.every((key) => key !== null && UUID.test(key))).toBe(true);
    expect(new Set(offlineKeys).size).toBeLessThanOrEqual(1);

    // Back online: sent once, the next number after the probe's.
    await context.setOffline(false);
    await expect(kept.getByText('Geri bildiriminiz alındı')).toBeVisible({ timeout: 15_000 });
    await expect(kept).toContainText(`Kayıt numaranız: ${before + 1}.`);
    await page.reload();
    await mock.ready();
    await page.waitForTimeout(1500);
    // Nothing more was recorded: the next feedback gets the number after it.
    expect(await probeFeedbackId(page)).toBe(before + 2);
    const keys = (await recordedKeys(page)).slice(1, -1);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
  },
);
