import { mkdirSync } from 'node:fs';
import { computePrice, type VehicleType, type WeightType } from '../src/domain/pricing';
import { formatMoney } from '../src/domain/format';
import { test, expect } from './fixtures';
import { fillAddress, next, sampleAddresses, step, typePhone } from './create-shipment-helpers';

const dir = 'test-results/screens-create';
mkdirSync(dir, { recursive: true });

interface StoredShipment {
  shipmentId: number;
  vehicleType: VehicleType;
  weightType: WeightType;
  includeInsurance: boolean;
  shipmentValue?: number;
  hasTransportService: boolean;
  shipmentTotalDistance: number;
  totalPrice: number;
  shipmentList: unknown[];
}

test('a guest creates a shipment with two deliveries, verifies by SMS and lands on the tracking page', async ({
  page,
  mock,
}) => {
  test.setTimeout(120_000);
  const phone = '05551234567';
  await page.goto('/gonderi-olustur');
  await mock.ready();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Çağır');

  // 1 Gönderi Özellikleri: Araba gives the car weights, default 20-30 kg.
  await step(page, 1).getByRole('radio', { name: 'Araba' }).check();
  await expect(step(page, 1).getByRole('combobox', { name: 'Ağırlık' }).locator('option:checked')).toHaveText(
    '20-30 kg',
  );
  await step(page, 1).getByRole('radio', { name: 'Motor' }).check();
  await expect(step(page, 1).getByRole('combobox', { name: 'Ağırlık' }).locator('option:checked')).toHaveText(
    '0-2 kg',
  );
  await step(page, 1).getByRole('checkbox', { name: 'Yükleme / İndirme Hizmeti' }).check();
  await next(page, 1);

  // 7 Kullanıcı Bilgileri.
  await typePhone(step(page, 7).getByRole('textbox', { name: 'Cep Telefonu' }), phone.slice(1));
  await next(page, 7);

  // 4 Çıkış Adresi.
  await fillAddress(page, step(page, 4), sampleAddresses.office);
  await next(page, 4);

  // 5 Varış Adresi: two stops.
  const first = step(page, 5).locator('.mantine-Paper-root').nth(0);
  await fillAddress(page, first, sampleAddresses.home);
  await step(page, 5).getByRole('button', { name: 'Varış Adresi Ekle' }).click();
  const second = step(page, 5).locator('.mantine-Paper-root').nth(1);
  await fillAddress(page, second, {
    title: 'Dükkan',
    content: ['gıda', 'Gıda'],
    phone: '5339998877',
    city: ['istanbul', 'İstanbul'],
    county: ['üsküdar', 'Üsküdar'],
    district: ['altunizade', 'Altunizade Mah'],
  });
  await next(page, 5);
  await next(page, 3);
  await next(page, 2);

  // 6 İşlemi Tamamla: the live price.
  const total = step(page, 6).getByText('Toplam Tutar').locator('xpath=..');
  await expect(total).toContainText('₺');
  const shownTotal = (await total.textContent()) ?? '';
  await step(page, 6).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/360x740-guest-step-6-price.png` });
  await step(page, 6).getByRole('button', { name: 'Gönderiyi Oluştur' }).click();

  // SMS verification.
  const dialog = page.getByRole('dialog', { name: 'Doğrulama' });
  await expect(dialog).toBeVisible();
  const code = await mock.smsCode(phone);
  await dialog.getByRole('textbox', { name: 'Doğrulama Kodu' }).fill(code);
  await dialog.getByRole('button', { name: 'Gönder', exact: true }).click();

  await expect(page).toHaveURL(/\/gonderi-takip\/(\d+)\/hareketler\/$/, { timeout: 15_000 });
  const shipmentId = Number(/gonderi-takip\/(\d+)\//.exec(page.url())?.[1]);

  const stored = await page.evaluate(async (id) => {
    const token = sessionStorage.getItem('kc.accessToken') ?? localStorage.getItem('kc.accessToken');
    const response = await fetch(`/api/v1/shipment/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: unknown }).data;
  }, shipmentId);
  const s = stored as StoredShipment;
  expect(s.shipmentList).toHaveLength(2);
  expect(s.hasTransportService).toBe(true);
  const expected = computePrice({
    vehicleType: s.vehicleType,
    weightType: s.weightType,
    distanceKm: s.shipmentTotalDistance,
    includeInsurance: s.includeInsurance,
    shipmentValue: s.shipmentValue ?? 0,
    hasTransportService: s.hasTransportService,
  });
  expect(s.totalPrice).toBe(expected.totalPrice);
  expect(shownTotal).toContain(formatMoney(s.totalPrice));
});
