// Issue 16: the courier application (/kurye/uye-ol) as a new courier fills it, refusals and a
// reload included; shared by the application spec and the courier's whole-life spec.
import type { Locator, Page } from '@playwright/test';
import { expect, type MockControl } from '../fixtures';
import { choose, typePhone } from '../create-shipment-helpers';

export interface Applicant {
  name: string;
  surname: string;
  /** A valid T.C. kimlik no; the same with a wrong last digit is tried first. */
  identityNumber: string;
  /** Digits, e.g. "05461112233". */
  phone: string;
  email: string;
  /** Optional in the form; given, the courier may sign in with it after approval. */
  password?: string;
}

/** What the form shows for a phone: "05461112233" → "0(546) 111 22 33". */
function maskedPhone(phone: string): string {
  return `0(${phone.slice(1, 4)}) ${phone.slice(4, 7)} ${phone.slice(7, 9)} ${phone.slice(9, 11)}`;
}

function wrongCheckDigit(identityNumber: string): string {
  const last = Number(identityNumber.slice(-1));
  return `${identityNumber.slice(0, -1)}${(last + 1) % 10}`;
}

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
export async function expectWarning(page: Page, text: string): Promise<void> {
  const dialog = dialogOf(page);
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();
}

export async function stepIs(page: Page, title: string): Promise<void> {
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

/**
 * Applies as `applicant` through every step: each step's refusals (empty fields, a bad national
 * id, a bad IBAN, a GIF renamed .jpg, a file above the limit, missing documents, KVKK unread)
 * with their messages, a reload in the middle that keeps every field and file, the SMS code, and
 * the confirmation. `at(shot, name, within)` runs at each screen worth a look (axe, screenshots).
 */
export async function applyAsCourier(
  page: Page,
  mock: MockControl,
  applicant: Applicant,
  at: (shot: string | null, name: string, within?: string) => Promise<void> = async () => {},
): Promise<void> {
  await page.goto('/kurye/uye-ol');
  await mock.ready();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Ol');
  // Real photos for the documents: a PNG of the page itself.
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });

  // 1 Kişisel Bilgiler: empty, every message under its field and in the warning dialog.
  await stepIs(page, 'Kişisel Bilgiler');
  await at('1-personal', 'courier apply: personal');
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(dialogOf(page).getByText('Lütfen adınızı giriniz.')).toBeVisible();
  await expect(dialogOf(page).getByText('Lütfen T.C. kimlik numaranızı giriniz.')).toBeVisible();
  await at(null, 'courier apply: warning dialog', '[role="dialog"]');
  await expectWarning(page, 'Lütfen adınızı giriniz.');
  await expect(page.getByText('Lütfen soyadınızı giriniz.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill(applicant.name);
  await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill(applicant.surname);
  const tckn = page.getByRole('textbox', { name: 'T.C. Kimlik No' });
  await tckn.fill(wrongCheckDigit(applicant.identityNumber));
  await typePhone(page.getByRole('textbox', { name: 'Cep Telefonu' }), applicant.phone.slice(1));
  await page.getByRole('textbox', { name: 'E-posta' }).fill(applicant.email);
  if (applicant.password) await page.getByLabel('Şifre (isteğe bağlı)').fill(applicant.password);
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expectWarning(page, 'T.C. kimlik numarası 11 haneli ve geçerli olmalıdır.');
  await expect(tckn).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('T.C. kimlik numarası 11 haneli ve geçerli olmalıdır.')).toBeVisible();
  await tckn.fill(applicant.identityNumber);
  await page.getByRole('button', { name: 'Devam Et' }).click();

  // 2 Araç.
  await stepIs(page, 'Araç');
  await at('2-vehicle', 'courier apply: vehicle');
  await page.getByRole('radio', { name: /Motor/ }).check();
  await page.getByRole('button', { name: 'Devam Et' }).click();

  // 3 Adres.
  await stepIs(page, 'Adres');
  await choose(page.locator('main'), 'İl', 'istanbul', 'İstanbul');
  await choose(page.locator('main'), 'İlçe', 'kadık', 'Kadıköy');
  await choose(page.locator('main'), 'Mahalle', 'caferağa', 'Caferağa Mah');
  await page.getByRole('textbox', { name: 'Açık Adres' }).fill('Moda Cad. No:12 Daire 3');
  await at('3-address', 'courier apply: address');
  await page.getByRole('button', { name: 'Devam Et' }).click();

  // 4 Banka: pasted lower case with spaces, shown in groups of four; a wrong checksum refused.
  await stepIs(page, 'Banka');
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('tr33 0006 1005 1978 6457 8413 27');
  await expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 27');
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expectWarning(page, 'Lütfen geçerli bir IBAN giriniz.');
  await expect(page.getByText('Lütfen geçerli bir IBAN giriniz.')).toBeVisible();
  await at('4-bank-invalid', 'courier apply: bank with an error');
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
  await at('5-documents-refused', 'courier apply: documents refused');

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
  await expect(page.getByRole('textbox', { name: 'Ad', exact: true })).toHaveValue(applicant.name);
  await expect(page.getByRole('textbox', { name: 'T.C. Kimlik No' })).toHaveValue(applicant.identityNumber);
  await expect(page.getByRole('textbox', { name: 'Cep Telefonu' })).toHaveValue(maskedPhone(applicant.phone));
  await expect(page.getByRole('textbox', { name: 'E-posta' })).toHaveValue(applicant.email);
  // The password is never kept on the device (issue 27): typed again after the reload.
  await expect(page.getByLabel('Şifre (isteğe bağlı)')).toHaveValue('');
  if (applicant.password) await page.getByLabel('Şifre (isteğe bağlı)').fill(applicant.password);
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Devam Et' }).click();
  await stepIs(page, 'Belgeler');

  // Missing documents are named in the warning.
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(dialogOf(page).getByText('Lütfen adli sicil kaydı belgenizi yükleyiniz.')).toBeVisible();
  await expectWarning(page, 'Lütfen vergi levhanızı yükleyiniz.');
  await pick(fileInput(page, 'Adli Sicil Kaydı'), 'adli-sicil.png', 'image/png', photo);
  await pick(fileInput(page, 'Vergi Levhası'), 'vergi.png', 'image/png', photo);
  await expect(page.getByRole('img', { name: 'Vergi Levhası önizlemesi' })).toBeVisible();
  await at('5-documents', 'courier apply: documents');
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
  // The same text as the public KVKK page (issue 17), which it links to.
  await expect(page.getByRole('link', { name: 'Metni KVKK sayfasında yeni sekmede açın' })).toHaveAttribute(
    'href',
    '/kvkk',
  );
  const consent = page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni’ni okudum/ });
  await expect(consent).toBeDisabled();
  await at('6-consent', 'courier apply: consent, unread');
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await expectWarning(page, 'Devam etmek için KVKK aydınlatma metnini onaylamanız gerekmektedir.');
  await notice.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(page.getByText('Metni okudunuz; onaylayabilirsiniz.')).toBeVisible();
  await consent.check();

  // SMS verification, then the application is sent.
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  const verification = page.getByRole('dialog', { name: 'Doğrulama' });
  await expect(verification).toBeVisible();
  await at('7-verification', 'courier apply: verification', '[role="dialog"]');
  await verification.getByLabel('Doğrulama Kodu').fill(await mock.smsCode(applicant.phone));
  await verification.getByRole('button', { name: 'Gönder', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();
  await expect(page.getByText('Onaydan sonra Kurye Girişi’nden')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kurye Girişi' }).last()).toHaveAttribute(
    'href',
    '/kurye/giris',
  );
  await at('8-received', 'courier apply: received');
}
