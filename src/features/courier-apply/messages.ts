// Turkish texts of the courier application (/kurye/uye-ol). Validation texts come from the one
// catalogue (src/domain/validation-messages.ts).
export const applyMessages = {
  pageTitle: 'Kurye Ol',
  intro: 'Motor ya da araba ile kurye olarak başvurun.',
  keptTitle: 'Bu cihazda ne saklanır?',
  keptText: (days: number) =>
    `Yarıda bırakırsanız girdiğiniz bilgiler (T.C. kimlik numarası ve IBAN dahil) ve seçtiğiniz belgeler, kaldığınız yerden devam edebilmeniz için yalnızca bu cihazda ${days} gün saklanır, sonra silinir. Şifreniz hiç saklanmaz. Başvuruyu gönderdiğinizde ya da “Başvuruyu Sil” dediğinizde hemen silinir.`,
  stepOf: (n: number, total: number) => `Adım ${n} / ${total}`,
  next: 'Devam Et',
  back: 'Geri',
  submit: 'Başvuruyu Gönder',
  draftRestored: 'Başvurunuz kaldığı yerden açıldı',
  draftRestoredText: 'Daha önce girdiğiniz bilgiler ve seçtiğiniz belgeler bu cihazda saklanmıştı.',
  draftExpires: (at: string) => `Gönderilmezse ${at} tarihinde bu cihazdan silinecek.`,
  draftNoPassword: 'Şifrenizi saklamadık; şifre ile giriş yapmak istiyorsanız yeniden giriniz.',
  draftClear: 'Başvuruyu Sil',
  clearTitle: 'Başvuruyu Sil',
  /** Issue 28: what the server refused (a national id already registered) is not "Eksik Bilgi". */
  refusedTitle: 'Başvuru Gönderilemedi',
  clearText: 'Girdiğiniz bütün bilgiler ve seçtiğiniz belgeler bu cihazdan silinsin mi?',
  clearConfirm: 'Sil',
  cancel: 'Vazgeç',
  // Personal
  name: 'Ad',
  surname: 'Soyad',
  identityNumber: 'T.C. Kimlik No',
  identityNumberHint: '11 haneli T.C. kimlik numaranız.',
  phone: 'Cep Telefonu',
  phoneHint: 'Başvurunuzu göndermeden önce bu numaraya SMS ile bir doğrulama kodu gönderilir.',
  email: 'E-posta',
  password: 'Şifre (isteğe bağlı)',
  passwordHint:
    'Onaydan sonra şifre ile de giriş yapabilirsiniz; boş bırakırsanız SMS koduyla girersiniz. Şifreniz bu cihazda saklanmaz.',
  // Vehicle
  vehicleLegend: 'Hangi araçla çalışacaksınız?',
  motor: 'Motor',
  motorHint: 'Küçük ve hafif paketler (0-20 kg), şehir içi hızlı teslimat.',
  car: 'Araba',
  carHint: 'Büyük ve ağır gönderiler (20 kg üzeri).',
  // Address
  addressIntro: 'İkamet adresiniz. İşler öncelikle bulunduğunuz ilden gösterilir.',
  fullAddress: 'Açık Adres',
  fullAddressHint: 'Sokak, bina ve daire numarasıyla (en az 10 karakter).',
  // Bank
  iban: 'IBAN',
  ibanHint: 'Kazançlarınızın ödeneceği, adınıza kayıtlı hesabın IBAN numarası (TR ile başlar).',
  // Documents
  documentsIntro:
    'Her belgenin okunaklı bir fotoğrafını çekin ya da seçin (JPEG veya PNG, en fazla 15 MB). Fotoğraflar göndermeden önce telefonunuzda küçültülür.',
  takePhoto: 'Fotoğraf Çek',
  choosePhoto: 'Dosya Seç',
  changePhoto: 'Değiştir',
  removePhoto: 'Kaldır',
  preparing: 'Fotoğraf hazırlanıyor…',
  previewOf: (label: string) => `${label} önizlemesi`,
  fileSummary: (name: string, size: string) => `${name} · ${size}`,
  // KVKK
  kvkkTitle: 'KVKK Aydınlatma Metni',
  kvkkRegion: 'KVKK aydınlatma metni',
  kvkkReadFirst: 'Onaylamadan önce metni sonuna kadar okuyunuz (kaydırın ya da tamamını açın).',
  kvkkReadDone: 'Metni okudunuz; onaylayabilirsiniz.',
  kvkkOpenFull: 'Metnin Tamamını Aç',
  kvkkPageLink: 'Metni KVKK sayfasında yeni sekmede açın',
  kvkkAccept:
    'KVKK Aydınlatma Metni’ni okudum, kişisel verilerimin başvurum için işlenmesini kabul ediyorum.',
  close: 'Kapat',
  summaryTitle: 'Gönderilecek bilgiler',
  // Sending
  sending: 'Başvurunuz gönderiliyor…',
  // Done
  doneTitle: 'Başvurunuz alındı',
  doneText: (name: string) =>
    `Teşekkürler ${name}. Başvurunuz ve belgeleriniz incelemeye alındı; bu cihazda saklanan bilgiler silindi.`,
  doneNextTitle: 'Bundan sonra ne olacak?',
  doneSteps: [
    'Ekibimiz bilgilerinizi ve belgelerinizi inceler.',
    'Başvurunuz onaylandığında ya da eksik bir şey olduğunda size SMS ile haber veririz.',
    'Onaydan sonra Kurye Girişi’nden telefon numaranızla giriş yapıp iş almaya başlarsınız.',
  ],
  doneSignIn: 'Kurye Girişi',
  doneHome: 'Anasayfa',
} as const;

export const stepTitles = ['Kişisel Bilgiler', 'Araç', 'Adres', 'Banka', 'Belgeler', 'Onay'] as const;
/** The stepper's labels (wide screens): short, so the six fit on one line. */
export const stepLabels = ['Kişisel', 'Araç', 'Adres', 'Banka', 'Belgeler', 'Onay'] as const;

export const documentLabels = {
  photo: 'Vesikalık Fotoğraf',
  drivingLicense: 'Ehliyet',
  criminalRecordCertificate: 'Adli Sicil Kaydı',
  taxCertificate: 'Vergi Levhası',
} as const;

export const documentHints = {
  photo: 'Yüzünüzün net göründüğü, yakın tarihli bir fotoğraf.',
  drivingLicense: 'Ehliyetinizin ön yüzü, bütün yazılar okunur şekilde.',
  criminalRecordCertificate: 'e-Devlet’ten aldığınız adli sicil kaydı belgesinin fotoğrafı.',
  taxCertificate: 'Vergi levhanızın fotoğrafı.',
} as const;
