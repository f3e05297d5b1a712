// Everything the courier's profile and application screens say (Turkish).
export const courierProfileMessages = {
  title: 'Profilim',
  summary: 'İletişim, banka, adres, araç ve belge bilgileriniz.',
  loadFailed: 'Profil bilgileriniz yüklenemedi.',
  retry: 'Tekrar Dene',

  openToWork: 'İşe Açığım',
  openToWorkOn: 'Açık: size uygun yeni işler ve ihaleler gösterilir.',
  openToWorkOff: 'Kapalı: yeni iş almıyorsunuz. İşe başlamak için açın.',
  openToWorkLocked: 'Hesabınız onaylanana kadar işe açılamazsınız.',
  openToWorkSaved: 'İş durumunuz güncellendi.',

  statusBadge: {
    active: 'Onaylı',
    pending: 'Onay Bekliyor',
    rejected: 'Reddedildi',
    suspended: 'Askıya Alındı',
  },

  pendingTitle: 'Başvurunuz inceleniyor',
  pendingText:
    'Belgeleriniz ekibimiz tarafından inceleniyor. Onaylanana kadar teklif veremez, iş kabul edemez ve iş listesini göremezsiniz. Sonuç size SMS ile bildirilecek.',
  rejectedTitle: 'Başvurunuz onaylanmadı',
  rejectedReason: 'Gerekçe',
  rejectedText:
    'Aşağıdaki bilgileri düzeltip başvurunuzu yeniden gönderin. Onaylanana kadar teklif veremez ve iş kabul edemezsiniz.',
  suspendedTitle: 'Hesabınız askıya alındı',
  suspendedText:
    'Hesabınız askıya alındığı için teklif veremez, iş kabul edemez ve bilgilerinizi değiştiremezsiniz. Lütfen bizimle iletişime geçiniz.',
  contactUs: 'İletişim',
  toProfile: 'Başvurumu Görüntüle',
  toFix: 'Başvurumu Düzelt',
  sentTitle: 'Gönderdiğiniz bilgiler',
  sentAt: 'Başvuru tarihi',
  resubmit: 'Başvuruyu Yeniden Gönder',
  resubmitted:
    'Başvurunuz yeniden gönderildi. Belgeleriniz incelendikten sonra SMS ile bilgilendirileceksiniz.',
  resubmitSaveFirst: 'Önce yaptığınız değişiklikleri kaydedin.',

  name: 'Ad Soyad',
  phone: 'Telefon',
  identityNumber: 'T.C. Kimlik No',
  email: 'E-posta',
  emailPlaceholder: 'ornek@eposta.com',
  iban: 'IBAN',
  ibanHint:
    'TR ile başlayan 26 karakter; dörderli gruplar halinde gösterilir. IBAN ya da e-posta değişikliği, kayıtlı telefonunuza SMS ile gönderilen kodla onaylanır.',
  address: 'Adres',
  fullAddress: 'Açık Adres',
  vehicle: 'Araç',
  vehicles: { 1: 'Motor', 2: 'Araba' } as Record<number, string>,
  notGiven: 'Girilmedi',

  contactSection: 'İletişim',
  bankSection: 'Banka Hesabı',
  addressSection: 'Adres',
  vehicleSection: 'Araç',
  documentsSection: 'Belgeler',
  documentsHint:
    'JPEG veya PNG, en fazla 15 MB. Telefonunuzda kamerayla çekebilirsiniz; fotoğraflar göndermeden önce telefonunuzda küçültülür.',

  documents: {
    photo: 'Fotoğrafınız',
    drivingLicense: 'Sürücü Belgesi (Ehliyet)',
    criminalRecordCertificate: 'Adli Sicil Kaydı',
    taxCertificate: 'Vergi Levhası',
  },
  documentUploaded: 'Yüklendi',
  documentMissing: 'Yüklenmedi',
  documentNew: 'Yeni dosya seçildi',
  documentPick: 'Dosya Seç',
  documentChange: 'Değiştir',
  documentPreviewAlt: (label: string) => `${label} önizlemesi`,
  documentOpen: 'Büyük göster',

  save: 'Değişiklikleri Kaydet',
  saved: 'Bilgileriniz kaydedildi.',
  nothingChanged: 'Değişiklik yapılmadı.',
  reapprovalTitle: 'Yeniden onay gerekecek',
  reapprovalText:
    'Belge veya araç değişikliği onaylanmalıdır. Kaydettiğinizde hesabınız yeniden onaya gönderilir ve onaylanana kadar iş alamazsınız. Devam edilsin mi?',
  reapprovalConfirm: 'Kaydet ve Onaya Gönder',
  errorTitle: 'Uyarı',
};
