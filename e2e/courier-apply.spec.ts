import { mkdirSync } from 'node:fs';
import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { applyAsCourier, expectWarning, stepIs, type Applicant } from './support/courier-application';

const dir = 'test-results/screens';
mkdirSync(dir, { recursive: true });

const APPLICANT: Applicant = {
  name: 'Deniz',
  surname: 'Koç',
  identityNumber: '10000000146',
  phone: '05461112233',
  email: 'deniz@example.com',
};

test('a new courier applies: refusals with their messages, a reload keeps everything, SMS, sent @desktop', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(150_000);
  await applyAsCourier(page, mock, APPLICANT, async (shot, name, within) => {
    await expectAccessible(page, name, within);
    if (shot)
      await page.screenshot({
        path: `${dir}/${testInfo.project.name}-courier-apply-${shot}.png`,
        fullPage: true,
      });
  });

  // Stored as pending (status 2), and the draft is gone.
  const stored = await page.evaluate(async (phone) => {
    const login = await fetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: '05301112233', password: 'Admin123!', loginType: 3 }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const list = await fetch(`/api/v1/admin/approvals?q=${phone}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await list.json()) as unknown;
  }, APPLICANT.phone);
  expect(JSON.stringify(stored)).toContain('"status":2');
  expect(JSON.stringify(stored)).toContain('"identityNumber":"10000000146"');
  await page.reload();
  await mock.ready();
  await stepIs(page, 'Kişisel Bilgiler');
  await expect(page.getByRole('textbox', { name: 'Ad', exact: true })).toHaveValue('');
  await expect(page.getByText('Başvurunuz kaldığı yerden açıldı')).toBeHidden();
});

test('a phone that already applied is told so at the SMS step, under its field', async ({ page, mock }) => {
  test.setTimeout(90_000);
  await page.goto('/kurye/uye-ol');
  await mock.ready();
  // Zeynep Şahin (0535 111 22 33) is waiting for approval: fill the form through the draft.
  await page.evaluate(async () => {
    const png = await (await fetch('/icons/icon-192.png')).blob();
    const doc = { blob: png, name: 'belge.png', pickedSize: png.size };
    const values = {
      name: 'Zeynep',
      surname: 'Şahin',
      identityNumber: '10000000146',
      phone: '05351112233',
      email: 'zeynep@example.com',
      password: '',
      workingType: 1,
      cityId: 34,
      countyId: 34023,
      districtId: 34023005,
      cityName: 'İstanbul',
      countyName: 'Kadıköy',
      districtName: 'Caferağa Mah',
      fullAddress: 'Moda Cad. No:12 Daire 3',
      iban: 'TR330006100519786457841326',
      documents: { photo: doc, drivingLicense: doc, criminalRecordCertificate: doc, taxCertificate: doc },
      kvkkRead: true,
      isAcceptedKVKK: true,
    };
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      open.onsuccess = () => {
        const tx = open.result.transaction('keyval', 'readwrite');
        tx.objectStore('keyval').put(
          { values, step: 5, savedAt: new Date().toISOString() },
          'kc.courier-application.v1',
        );
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
  });
  await page.reload();
  await mock.ready();
  await stepIs(page, 'Onay');
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  const text = 'Bu telefon numarasıyla yapılmış bir kurye başvurusu veya kayıtlı bir hesap bulunmaktadır.';
  await expectWarning(page, text);
  await stepIs(page, 'Kişisel Bilgiler');
  await expect(page.getByRole('textbox', { name: 'Cep Telefonu' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(text)).toBeVisible();
});
