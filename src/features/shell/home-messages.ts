/** Turkish copy of the home page. */
export const homeMessages = {
  documentTitle: 'Anasayfa',
  eyebrow: 'Motorlu ve araçlı kurye, aynı gün teslimat',
  lead: 'Gönderini dakikalar içinde oluştur, fiyatını hemen gör, dilersen kuryelere ihaleye çıkar ve teslim edilene kadar takip et.',
  createCta: 'Kurye Çağır',
  trackCta: 'Gönderi Takip',
  whyTitle: 'Neden Kurye Çağır?',
  pricePoint: {
    title: 'Fiyatı siparişten önce gör',
    text: 'Araç tipini, ağırlığı ve adresleri gir; mesafeye göre hesaplanan fiyatı onaylamadan önce öğren. Sürpriz ücret yok.',
  },
  tenderPoint: {
    title: 'Kuryelere ihaleye çıkar',
    text: 'İstersen gönderini 30 dakikalığına ihaleye aç; kuryeler teklif versin, en uygun teklifi sen seç.',
  },
  trackPoint: {
    title: 'Canlı takip et',
    text: 'Kuryen atandığı andan teslimata kadar her adımı gör; gönderinin hareketlerini tek ekrandan izle.',
  },
  courierTitle: 'Kurye misiniz?',
  courierText: 'Motorunla ya da aracınla gönderi taşı, ihalelere teklif ver, kazancını artır.',
  courierCta: 'Kurye Ol',
  courierWorkCta: 'İşlerim',
  courierProfileCta: 'Profilim',
} as const;
