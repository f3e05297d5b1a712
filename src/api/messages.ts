// Every Turkish text of the API error catalogue (docs/errors-and-messages.md), in one place.
export const apiMessages = {
  notFoundPage: 'Aradığınız Sayfa Bulunamadı',
  sessionEnded: 'Oturumunuz sonlanmıştır. Lütfen tekrar giriş yapınız',
  loginRequired: 'İşlem yapabilmek için lütfen giriş yapınız',
  loginSucceededContinue: 'Başarıyla giriş yaptınız. İşleminize kaldığınız yerden devam edebilirsiniz.',
  unexpectedRetry: 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz',
  unexpected: 'Beklenmedik bir hata oluştu.',
  errorRetry: 'Hata oluştu. Lütfen tekrar deneyiniz',
  verificationTimeout: 'Beklenilen sürede işlem yapılmadı.',
  courierInfoUnavailable: 'Kurye bilgisi gösterilemiyor.',
  notInTender: 'Bu gönderi ihaleye çıkartılmamıştır.',
  tenderActionSuccess: 'İşlem Başarılı Gerçekleşti',
  statusChangeSuccess: 'İşlem gerçekleşti.',
  networkFailure: 'Bağlantı kurulamadı. İnternet bağlantınızı kontrol edip tekrar deneyiniz.',
} as const;

export const apiTitles = {
  error: 'Hata',
  exception: 'Hata:',
  generalError: 'Genel Hata',
  warning: 'Uyarı',
  info: 'Bilgi',
  success: 'Başarılı',
  notFound: 'Bulunamadı',
  sessionEnded: 'Oturum Sonlandı',
  loginRequired: 'Giriş Yapınız',
  connection: 'Bağlantı Hatası',
} as const;

/** "Kurye bilgisi gösterilemiyor." with the courier number (docs/errors-and-messages.md). */
export function courierInfoUnavailable(courierId: number | string | null | undefined): string {
  return courierId === null || courierId === undefined || courierId === ''
    ? apiMessages.courierInfoUnavailable
    : `${apiMessages.courierInfoUnavailable} Kurye No: ${courierId}`;
}
