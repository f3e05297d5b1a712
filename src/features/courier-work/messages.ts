// Every Turkish text of the courier's home (İşlerim), in one place.
import type { CourierTab } from '@/domain/url-values';

export const courierWorkMessages = {
  title: 'İşlerim',
  tabsLabel: 'İş sekmeleri',
  tabs: {
    'acik-ihaleler': 'Açık İhaleler',
    bekleyen: 'Bekleyen İşler',
    aktif: 'Aktif İşlerim',
    gecmis: 'Geçmiş İşler',
  } satisfies Record<CourierTab, string>,
  tabHints: {
    'acik-ihaleler': 'Teklif verebileceğiniz ihaleler. En düşük teklif ihaleyi kazanır.',
    bekleyen: 'Kurye bekleyen işler: liste fiyatıyla hemen kabul edebilirsiniz.',
    aktif: 'Üzerinizdeki gönderiler: adresler, telefonlar ve sıradaki adım.',
    gecmis: 'Tamamladığınız gönderiler ve kazancınız.',
  } satisfies Record<CourierTab, string>,
  empty: {
    'acik-ihaleler': 'Şu anda bu ilde aracınıza uygun açık ihale yok.',
    bekleyen: 'Şu anda bu ilde kurye bekleyen iş yok.',
    aktif: 'Üzerinizde aktif gönderi yok.',
    gecmis: 'Henüz tamamlanmış işiniz yok.',
  } satisfies Record<CourierTab, string>,
  // "Tüm iller": no city to name (issue 28).
  emptyAllCities: {
    'acik-ihaleler': 'Şu anda hiçbir ilde aracınıza uygun açık ihale yok.',
    bekleyen: 'Şu anda hiçbir ilde kurye bekleyen iş yok.',
  } as Record<CourierTab, string | undefined>,
  // "İşe Açığım" off (issue 28)
  offTitle: '"İşe Açığım" kapalı',
  offText:
    'Kapalıyken size yeni ihale ve bekleyen iş gösterilmez, teklif veremez ve iş kabul edemezsiniz. Üzerinizdeki işler sürer.',
  turnOn: '"İşe Açığım"ı Aç',

  // City filter
  cityFilterLabel: 'İl filtresi',
  allCities: 'Tüm iller',
  myCity: (name: string) => `${name} (benim ilim)`,
  myCityUnknown: 'Benim ilim',
  showingAll: 'Tüm illerdeki işler gösteriliyor.',
  // Summary
  summaryLabel: 'Özet',
  completed: 'Tamamlanan İş',
  earnings: 'Kazanç',
  // Job cards
  shipmentNo: (id: number) => `Gönderi No: ${id}`,
  distance: 'Mesafe',
  listedPrice: 'Liste Fiyatı',
  timeLeft: 'Kalan Süre',
  timeLeftLabel: (mmss: string) => `İhalenin bitmesine ${mmss} kaldı`,
  offerCount: (n: number) => (n === 0 ? 'Henüz teklif yok' : `${n} teklif`),
  lowestOffer: 'En Düşük Teklif',
  ownOffer: 'Teklifiniz',
  youAreLowest: 'En düşük teklif sizin',
  bid: 'Teklif Ver',
  lowerBid: 'Teklifimi Düşür',
  stops: (n: number) => `${n} teslimat adresi`,
  redacted: 'Açık adres ve telefon, iş size atandığında görünür.',
  pickup: 'Alış Adresi',
  delivery: (n: number, of: number) => (of > 1 ? `Teslimat ${n} / ${of}` : 'Teslimat Adresi'),
  street: 'Cadde / Sokak',
  door: 'Kapı No',
  block: 'Blok',
  floor: 'Kat',
  flat: 'Daire',
  building: 'Bina',
  directions: 'Adres Tarifi',
  note: 'Not',
  call: (phone: string) => `Ara: ${phone}`,
  customerPhoneHint: 'Alış adresinde telefon yok: gönderi sahibinin numarası.',
  route: 'Yol Tarifi',
  routeLabel: (what: string) => `${what} için yol tarifi (harita açılır)`,
  stopDelivered: 'Teslim Ettim',
  stopDeliveredLabel: (n: number) => `Teslimat ${n}: Teslim Ettim`,
  stopDeliveredConfirm: (n: number) =>
    `Teslimat ${n} teslim edildi olarak işaretlenecektir. Onaylıyor musunuz?`,
  stopDeliveredAt: (time: string) => `Teslim edildi: ${time}`,
  stopWaiting: (n: number) => `Teslimat ${n}: Teslim Ettim bekliyor`,
  stopRefused: (n: number) => `Teslimat ${n}: "Teslim Ettim" kaydedilemedi`,
  stopsLeft: (n: number) => `${n} teslimat kaldı`,
  toShipment: 'Gönderi Detayı',
  earned: 'Kazanç',
  returned: 'İade edildi',
  cancelled: 'İptal edildi',
  finishedAt: (date: string) => `Bitiş: ${date}`,
  statusChanged: 'İşlem gerçekleşti.',
  // In-app notices
  noticeOutbid: (id: number, amount: string) =>
    `Gönderi ${id}: teklifiniz geçildi. En düşük teklif artık ${amount}.`,
  noticeOutbidTitle: 'Teklifiniz geçildi',
  noticeWon: (id: number) => `Gönderi ${id} size atandı. Aktif İşlerim sekmesinde.`,
  noticeWonTitle: 'İhaleyi kazandınız',
  noticeLost: (id: number) => `Gönderi ${id} ihalesi sona erdi; iş başka bir kuryeye geçti.`,
  noticeLostTitle: 'İhaleyi kaybettiniz',
  closeNotice: 'Kapat',
  // Offline, from the copy kept on the device (issue 28)
  keptText:
    'Üzerinizdeki işler bu cihazda kayıtlı son hâliyle gösteriliyor. Açık ihaleler ve geçmiş işler bağlantı gelince yüklenir.',
  keptEmpty: 'Son güncellemede üzerinizde aktif gönderi yoktu.',
} as const;
