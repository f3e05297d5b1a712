// The one validation catalogue (docs/forms-and-validation.md): code → Turkish text. The form shows these in its
// warning dialog and the mock server returns them as `desc` / `errors[].desc`.
// An unknown code is shown as it is.

export const validationMessages = {
  // Shipment features
  VEHICLE_TYPE_REQUIRED: 'Lütfen araç tipini seçiniz.',
  WEIGHT_TYPE_REQUIRED: 'Lütfen gönderi ağırlığını seçiniz.',
  WEIGHT_TYPE_MISMATCH: 'Seçilen ağırlık, seçilen araç tipi ile taşınamaz.',
  PAYMENT_TYPE_REQUIRED: 'Lütfen ödeme yöntemini seçiniz.',
  PAYMENT_TYPE_DISABLED: 'Seçilen ödeme yöntemi şu anda kullanılamıyor.',
  SHIPMENT_VALUE_REQUIRED: 'Güvence hizmeti için gönderi değeri 0 TL’den büyük olmalıdır.',
  MONEY_INVALID: 'Tutar anlaşılamadı. Lütfen 2.500 veya 2.500,50 biçiminde giriniz.',
  MONEY_TOO_PRECISE: 'Kuruş en fazla iki basamak olabilir. Lütfen 2.500 veya 2.500,50 biçiminde giriniz.',
  DELIVERY_REQUIRED: 'Lütfen en az bir varış adresi giriniz.',
  CONTENT_TYPE_REQUIRED: 'Lütfen paket içeriğini seçiniz.',
  // Phones
  PHONE_REQUIRED: 'Lütfen telefon numarası giriniz.',
  PHONE_INVALID: 'Telefon numarası 0xxx xxx xxxx formatında olmalıdır.',
  PASSWORD_REQUIRED: 'Lütfen şifrenizi giriniz.',
  // Pickup address
  START_TITLE_REQUIRED: 'Lütfen çıkış adresi için bir adres başlığı giriniz.',
  START_CITY_REQUIRED: 'Lütfen çıkış adresi için il seçiniz.',
  START_COUNTY_REQUIRED: 'Lütfen çıkış adresi için ilçe seçiniz.',
  START_DISTRICT_REQUIRED: 'Lütfen çıkış adresi için mahalle seçiniz.',
  START_FULL_ADDRESS_REQUIRED: 'Çıkış adresinin açık adresi en az 10 karakter olmalıdır.',
  START_COORDINATES_REQUIRED: 'Lütfen çıkış adresinin konumunu haritadan seçiniz.',
  START_PHONE_INVALID: 'Çıkış adresindeki telefon numarası 0xxx xxx xxxx formatında olmalıdır.',
  // Delivery addresses
  DELIVERY_TITLE_REQUIRED: 'Lütfen varış adresi için bir adres başlığı giriniz.',
  DELIVERY_CITY_REQUIRED: 'Lütfen varış adresi için il seçiniz.',
  DELIVERY_COUNTY_REQUIRED: 'Lütfen varış adresi için ilçe seçiniz.',
  DELIVERY_DISTRICT_REQUIRED: 'Lütfen varış adresi için mahalle seçiniz.',
  DELIVERY_FULL_ADDRESS_REQUIRED: 'Varış adresinin açık adresi en az 10 karakter olmalıdır.',
  DELIVERY_COORDINATES_REQUIRED: 'Lütfen varış adresinin konumunu haritadan seçiniz.',
  DELIVERY_PHONE_REQUIRED: 'Lütfen alıcının telefon numarasını giriniz.',
  DELIVERY_PHONE_INVALID: 'Alıcının telefon numarası 0xxx xxx xxxx formatında olmalıdır.',
  // Courier registration and profile
  NAME_REQUIRED: 'Lütfen adınızı giriniz.',
  SURNAME_REQUIRED: 'Lütfen soyadınızı giriniz.',
  IDENTITY_NUMBER_REQUIRED: 'Lütfen T.C. kimlik numaranızı giriniz.',
  IDENTITY_NUMBER_INVALID: 'T.C. kimlik numarası 11 haneli ve geçerli olmalıdır.',
  WORKING_TYPE_REQUIRED: 'Lütfen çalışma şeklinizi (motosiklet veya araba) seçiniz.',
  KVKK_REQUIRED: 'Devam etmek için KVKK aydınlatma metnini onaylamanız gerekmektedir.',
  EMAIL_INVALID: 'Lütfen geçerli bir e-posta adresi giriniz.',
  PHOTO_REQUIRED: 'Lütfen bir fotoğraf yükleyiniz.',
  FILE_TYPE_INVALID: 'Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.',
  PHOTO_TOO_LARGE: 'Fotoğraf boyutu en fazla 5 MB olabilir.',
  PICKED_IMAGE_TOO_LARGE:
    'Seçtiğiniz dosya çok büyük: en fazla 15 MB olabilir. Lütfen daha küçük bir fotoğraf seçiniz.',
  IMAGE_UNREADABLE: 'Bu fotoğraf açılamadı. Lütfen başka bir fotoğraf seçiniz.',
  IBAN_REQUIRED: 'Lütfen IBAN numaranızı giriniz.',
  IBAN_FORMAT: 'IBAN yalnızca büyük harf ve rakamlardan oluşmalıdır.',
  IBAN_COUNTRY: 'IBAN TR ile başlamalıdır.',
  IBAN_INVALID: 'Lütfen geçerli bir IBAN giriniz.',
  ADDRESS_REQUIRED: 'Lütfen adres bilgilerinizi eksiksiz giriniz.',
  CITY_REQUIRED: 'Lütfen il seçiniz.',
  COUNTY_REQUIRED: 'Lütfen ilçe seçiniz.',
  DISTRICT_REQUIRED: 'Lütfen mahalle seçiniz.',
  FULL_ADDRESS_TOO_SHORT: 'Açık adres en az 10 karakter olmalıdır.',
  PASSWORD_TOO_SHORT: 'Şifre en az 8 karakter olmalıdır.',
  DRIVING_LICENSE_REQUIRED: 'Lütfen ehliyetinizin fotoğrafını yükleyiniz.',
  CRIMINAL_RECORD_REQUIRED: 'Lütfen adli sicil kaydı belgenizi yükleyiniz.',
  TAX_CERTIFICATE_REQUIRED: 'Lütfen vergi levhanızı yükleyiniz.',
  // Tender and status rules checked by the domain
  BID_REQUIRED: 'Lütfen teklif tutarını giriniz',
  OFFER_INVALID: 'İşlem yapabilmek için geçerli bir paket seçiniz.',
  TRANSITION_NOT_ALLOWED: 'Gönderinin mevcut durumunda bu işlem yapılamaz.',
  ROLE_NOT_ALLOWED: 'Bu işlem için yetkiniz bulunmamaktadır.',
  NOT_SHIPMENT_OWNER: 'Bu gönderi üzerinde işlem yapma yetkiniz bulunmamaktadır.',
  NOT_ASSIGNED_COURIER: 'Bu gönderi size atanmamıştır.',
  COURIER_ALREADY_ASSIGNED: 'Bu gönderiye başka bir kurye atanmıştır.',
  TRANSITION_CONDITION: 'Gönderinin ödeme veya ihale bilgisi bu işleme uygun değil.',
  VALIDATION_FAILED: 'Lütfen bilgileri kontrol ediniz.',
  FIELD_REQUIRED: 'Bu alan zorunludur.',
  FIELD_INVALID: 'Girilen değer geçersiz.',
  FEEDBACK_MESSAGE_REQUIRED: 'Lütfen mesajınızı yazınız.',
  FEEDBACK_MESSAGE_TOO_SHORT: 'Mesajınız en az 10 karakter olmalıdır. Lütfen biraz daha ayrıntı yazınız.',
  FEEDBACK_TOPIC_REQUIRED: 'Lütfen bir konu seçiniz.',
  SHIPMENT_NUMBER_INVALID: 'Gönderi numarası yalnızca rakamlardan oluşmalıdır (ör. 1004).',
  // Staff decisions (admin)
  REJECT_REASON_REQUIRED: 'Lütfen ret gerekçesini yazınız. Gerekçe kuryeye iletilir.',
  // Wallet and accounting (admin, src/domain/wallet.ts)
  ACCOUNT_REQUIRED: 'Lütfen bir hesap seçiniz.',
  RELATION_TYPE_REQUIRED: 'Lütfen hareket tipini seçiniz.',
  AMOUNT_REQUIRED: 'Lütfen tutarı giriniz.',
  AMOUNT_NOT_POSITIVE: 'Tutar 0 ₺’den büyük olmalıdır.',
  DATE_IN_FUTURE: 'Gelecekteki bir gün seçilemez.',
  COURIER_REQUIRED: 'Lütfen kuryeyi seçiniz.',
  HANDOVER_NOTE_REQUIRED:
    'Teslim edilen tutar beklenenden farklı. Lütfen farkın nedenini not olarak yazınız.',
  DAY_NOT_CLOSED: 'Bu gün henüz bitmedi. Muhasebe yalnızca bitmiş (geçmiş) bir gün için yapılabilir.',
  DATE_RANGE_INVALID: 'Başlangıç günü bitiş gününden sonra olamaz.',
  DATE_RANGE_TOO_LONG: 'Tarih aralığı en fazla 366 gün olabilir.',

  STATUS_REASON_REQUIRED: 'Lütfen gerekçeyi yazınız. Gerekçe üyenin kaydında saklanır.',
  CANCEL_REASON_REQUIRED: 'Lütfen iptal gerekçesini yazınız. Gerekçe gönderinin geçmişinde saklanır.',

  NOTIFICATION_AUDIENCE_REQUIRED: 'Lütfen bildirimin kime gönderileceğini seçiniz.',
  // Bounds every input has (src/domain/limits.ts)
  TEXT_TOO_LONG: 'Girilen metin izin verilen uzunluğu aşıyor.',
  TEXT_INVALID_CHARACTERS:
    'Metin kontrol karakteri ya da yazı yönünü değiştiren özel karakter içeremez; tek satırlık alanlarda satır sonu da kullanılamaz.',
  MONEY_TOO_LARGE: 'Tutar en fazla 1.000.000,00 ₺ olabilir.',
  COORDINATES_INVALID: 'Konum geçersiz. Lütfen konumu haritadan yeniden seçiniz.',
  TOO_MANY_DELIVERIES: 'En fazla 20 teslimat adresi girilebilir.',
  PAGE_TREE_TOO_LARGE:
    'Sayfa içeriği çok büyük: en fazla 32 seviye, 2000 öğe ve öğe başına 10.000 karakter olabilir.',
  // Numbers out of their range are refused, never changed (issue 27): packages.ts, help.ts.
  PACKAGE_DURATION_INVALID: 'Süre 1 ile 3.660 gün arasında bir tam sayı olmalıdır.',
  HELP_ORDER_INVALID: 'Sıra 0 ile 100.000 arasında bir tam sayı olmalıdır.',
  // Dynamic pages admin (issue 18)
  PAGE_CODE_INVALID:
    'Sayfa kodu yalnızca küçük harf (a-z), rakam ve tire içerebilir; tireyle başlayıp bitemez. Örneğin: kampanya-2026.',
  PAGE_TREE_INVALID:
    'Sayfa içeriği geçersiz: her öğede elementType (metin), propList (propName/propValue listesi) ve contentList (öğe listesi) olmalıdır.',
  PAGE_TREE_JSON:
    'Sayfa içeriği geçerli bir JSON değil. Lütfen virgül, tırnak ve parantezleri kontrol ediniz.',
} as const;

export type ValidationCode = keyof typeof validationMessages;

/** Turkish text of a code; an unknown code is returned as it is (docs/forms-and-validation.md). */
export function messageFor(code: string): string {
  return (validationMessages as Record<string, string>)[code] ?? code;
}
