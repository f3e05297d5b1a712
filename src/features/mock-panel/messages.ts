/** Turkish strings of the mock panel (mock mode only). */
export const mockPanelMessages = {
  open: 'Test Paneli',
  title: 'Test Paneli',
  intro: 'Yalnızca test modunda görünür. SMS kodları tarayıcıdan çıkmaz; buradan okunur.',
  smsTitle: 'SMS Kutusu',
  smsEmpty: 'Henüz gönderilmiş SMS yok.',
  refresh: 'Yenile',
  code: 'Kod',
  clockTitle: 'Sunucu Saati',
  clockOffset: (minutes: number) => (minutes === 0 ? 'Gerçek saat' : `Gerçek saatten ${minutes} dk ileride`),
  minutes: 'Dakika',
  advance: 'İleri Al',
  advanceBy: (minutes: number) => `+${minutes} dk`,
  advanced: (minutes: number) => `Sunucu saati ${minutes} dakika ileri alındı.`,
  resetTitle: 'Verileri Sıfırla',
  resetConfirmTitle: 'Veriler sıfırlansın mı?',
  resetConfirmText:
    'Tüm gönderiler, teklifler, oturumlar ve SMS kutusu başlangıç verisine döner. Sayfa yeniden yüklenecek.',
  resetConfirm: 'Sıfırla',
  loadError: 'Bilgi alınamadı. Test sunucusu henüz hazır olmayabilir.',
} as const;
