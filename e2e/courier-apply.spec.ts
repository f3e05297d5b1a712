import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import { choose, typePhone } from './create-shipment-helpers';

const dir = 'test-results/screens';
mkdirSync(dir, { recursive: true });

const PHONE = '05461112233';
const GIF_HEADER = Buffer.from([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00,
]);
/** Above the 15 MB a person may pick, with a PNG's first bytes: refused for its size alone. */
function oversizedPng(): Buffer {
  const bytes = Buffer.alloc(15 * 1024 * 1024 + 1);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

const dialogOf = (page: Page) => page.getByRole('dialog');

/** The warning dialog lists `text`; "Tamam" closes it. */
async function expectWarning(page: Page, text: string): Promise<void> {
  const dialog = dialogOf(page);
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();
}

async function stepIs(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** The stored draft as "step:<n> documents:<fields>" (the autosave is debounced). */
function draftSummary(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve('');
          const get = db.transaction('keyval').objectStore('keyval').get('kc.courier-application.v1');
          get.onsuccess = () => {
            const draft = get.result as
              { step: number; values: { documents: Record<string, unknown> } } | undefined;
            if (!draft) return resolve('');
            const docs = Object.keys(draft.values.documents).filter((k) => draft.values.documents[k]);
            resolve(`step:${draft.step} documents:${docs.join(',')}`);
          };
          get.onerror = () => resolve('');
        };
      }),
  );
}

/** A document's "choose a file" input (Chromium exposes a file input as a button). */
const fileInput = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

async function pick(field: Locator, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await field.setInputFiles({ name, mimeType, buffer });
}

test('a new courier applies: refusals with their messages, a reload keeps everything, SMS, sent @desktop', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(150_000);
  const shot = (name: string) =>
    page.screenshot({ path: `${dir}/${testInfo.project.name}-courier-apply-${name}.png`, fullPage: true });

  await page.goto('/kurye/uye-ol');
  await mock.ready();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Ol');
  // Real photos for the documents: a PNG of the page itself.
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });

  // 1 Kişisel Bilgiler: empty, every message under its field and in the warning dialog.
  await stepIs(page, 'Kişisel Bilgiler');
  await expectAccessible(page, 'courier apply: personal');
  await shot('1-personal');
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(dialogOf(page).getByText('Lütfen adınızı giriniz.')).toBeVisible();
  await expect(dialogOf(page).getByText('Lütfen T.C. kimlik numaranızı giriniz.')).toBeVisible();
  await expectAccessible(page, 'courier apply: warning dialog', '[role="dialog"]');
  await expectWarning(page, 'Lütfen adınızı giriniz.');
  await expect(page.getByText('Lütfen soyadınızı giriniz.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Deniz');
  await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill('Koç');
  const tckn = page.getByRole('textbox', { name: 'T.C. Kimlik No' });
  await tckn.fill('10000000147');
  await typePhone(page.getByRole('textbox', { name: 'Cep Telefonu' }), PHONE.slice(1));
  await page.getByRole('textbox', { name: 'E-posta' }).fill('deniz@example.com');
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expectWarning(page, 'T.C. kimlik numarası 11 haneli ve geçerli olmalıdır.');
  await expect(tckn).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('T.C. kimlik numarası 11 haneli ve geçerli olmalıdır.')).toBeVisible();
  await tckn.fill('10000000146');
  await page.getByRole('button', { name: 'Devam Et' }).click();

  // 2 Araç.
  await stepIs(page, 'Araç');
  await expectAccessible(page, 'courier apply: vehicle');
  await shot('2-vehicle');
  await page.getByRole('radio', { name: /Motor/ }).check();
  await page.getByRole('button', { name: 'Devam Et' }).click();

  // 3 Adres.
  await stepIs(page, 'Adres');
  await choose(page.locator('main'), 'İl', 'istanbul', 'İstanbul');
  await choose(page.locator('main'), 'İlçe', 'kadık', 'Kadıköy');
  await choose(page.locator('main'), 'Mahalle', 'caferağa', 'Caferağa Mah');
  await page.getByRole('textbox', { name: 'Açık Adres' }).fill('Moda Cad. No:12 Daire 3');
  await expectAccessible(page, 'courier apply: address');
  await shot('3-address');
  await page.getByRole('button', { name: 'Devam Et' }).click();

  // 4 Banka: pasted lower case with spaces, shown in groups of four; a wrong checksum refused.
  await stepIs(page, 'Banka');
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('tr33 0006 1005 1978 6457 8413 27');
  await expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 27');
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expectWarning(page, 'Lütfen geçerli bir IBAN giriniz.');
  await expect(page.getByText('Lütfen geçerli bir IBAN giriniz.')).toBeVisible();
  await expectAccessible(page, 'courier apply: bank with an error');
  await shot('4-bank-invalid');
  await iban.fill('tr330006100519786457841326');
  await expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
  await page.getByRole('button', { name: 'Devam Et' }).click();

  // 5 Belgeler: a GIF renamed .jpg and a file above the limit are refused in the browser.
  await stepIs(page, 'Belgeler');
  const licence = fileInput(page, 'Ehliyet');
  await pick(licence, 'ehliyet.jpg', 'image/jpeg', GIF_HEADER);
  await expect(page.getByText('Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.')).toBeVisible();
  await expect(licence).toHaveAttribute('aria-invalid', 'true');
  const portrait = fileInput(page, 'Vesikalık Fotoğraf');
  await pick(portrait, 'vesikalik.png', 'image/png', oversizedPng());
  await expect(
    page.getByText(
      'Seçtiğiniz dosya çok büyük: en fazla 15 MB olabilir. Lütfen daha küçük bir fotoğraf seçiniz.',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'courier apply: documents refused');
  await shot('5-documents-refused');

  await pick(portrait, 'vesikalik.png', 'image/png', photo);
  await pick(licence, 'ehliyet.png', 'image/png', photo);
  await expect(page.getByRole('img', { name: 'Vesikalık Fotoğraf önizlemesi' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ehliyet önizlemesi' })).toBeVisible();
  await expect(page.getByText('Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.')).toBeHidden();

  // A reload in the middle keeps every field and file, and the step.
  await expect.poll(() => draftSummary(page)).toBe('step:4 documents:photo,drivingLicense');
  await page.reload();
  await mock.ready();
  await expect(page.getByText('Başvurunuz kaldığı yerden açıldı')).toBeVisible();
  await stepIs(page, 'Belgeler');
  await expect(page.getByRole('img', { name: 'Vesikalık Fotoğraf önizlemesi' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ehliyet önizlemesi' })).toBeVisible();
  await page.getByRole('button', { name: 'Geri' }).click();
  await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
  await page.getByRole('button', { name: 'Geri' }).click();
  await expect(page.getByRole('textbox', { name: 'Açık Adres' })).toHaveValue('Moda Cad. No:12 Daire 3');
  await expect(page.getByRole('combobox', { name: 'Mahalle', exact: true })).toHaveValue('Caferağa Mah');
  await page.getByRole('button', { name: 'Geri' }).click();
  await expect(page.getByRole('radio', { name: /Motor/ })).toBeChecked();
  await page.getByRole('button', { name: 'Geri' }).click();
  await expect(page.getByRole('textbox', { name: 'Ad', exact: true })).toHaveValue('Deniz');
  await expect(page.getByRole('textbox', { name: 'T.C. Kimlik No' })).toHaveValue('10000000146');
  await expect(page.getByRole('textbox', { name: 'Cep Telefonu' })).toHaveValue('0(546) 111 22 33');
  await expect(page.getByRole('textbox', { name: 'E-posta' })).toHaveValue('deniz@example.com');
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Devam Et' }).click();
  await stepIs(page, 'Belgeler');

  // Missing documents are named in the warning.
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(dialogOf(page).getByText('Lütfen adli sicil kaydı belgenizi yükleyiniz.')).toBeVisible();
  await expectWarning(page, 'Lütfen vergi levhanızı yükleyiniz.');
  await pick(fileInput(page, 'Adli Sicil Kaydı'), 'adli-sicil.png', 'image/png', photo);
  await pick(fileInput(page, 'Vergi Levhası'), 'vergi.png', 'image/png', photo);
  await expect(page.getByRole('img', { name: 'Vergi Levhası önizlemesi' })).toBeVisible();
  await expectAccessible(page, 'courier apply: documents');
  await shot('5-documents');
  await page.getByRole('button', { name: 'Devam Et' }).click();

  // 6 Onay: the box ticks only once the notice was read to its end.
  await stepIs(page, 'Onay');
  const notice = page.getByRole('region', { name: 'KVKK aydınlatma metni' });
  await expect(notice.getByText('Son güncelleme: 6 Ekim 2025')).toBeVisible();
  for (const section of [
    '1. İşlenen Kişisel Veriler',
    '2. İşleme Amaçları',
    '3. Aktarım',
    '4. Toplama Yöntemi ve Hukuki Sebep',
    '5. Saklama Süresi',
    '6. İlgili Kişinin Hakları',
    '7. İletişim',
  ])
    await expect(notice.getByRole('heading', { name: section })).toBeAttached();
  const consent = page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni’ni okudum/ });
  await expect(consent).toBeDisabled();
  await expectAccessible(page, 'courier apply: consent, unread');
  await shot('6-consent');
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await expectWarning(page, 'Devam etmek için KVKK aydınlatma metnini onaylamanız gerekmektedir.');
  await notice.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(page.getByText('Metni okudunuz; onaylayabilirsiniz.')).toBeVisible();
  await consent.check();

  // SMS verification, then the application is sent.
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  const verification = page.getByRole('dialog', { name: 'Doğrulama' });
  await expect(verification).toBeVisible();
  await expectAccessible(page, 'courier apply: verification', '[role="dialog"]');
  await shot('7-verification');
  await verification.getByLabel('Doğrulama Kodu').fill(await mock.smsCode(PHONE));
  await verification.getByRole('button', { name: 'Gönder', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();
  await expect(page.getByText('Onaydan sonra Kurye Girişi’nden')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kurye Girişi' }).last()).toHaveAttribute(
    'href',
    '/kurye/giris',
  );
  await expectAccessible(page, 'courier apply: received');
  await shot('8-received');

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
  }, PHONE);
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
