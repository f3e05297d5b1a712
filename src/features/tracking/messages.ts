// Every Turkish text of the tracking screen, in one place.
import { apiMessages } from '@/api/messages';

export const trackingMessages = {
  tabTitles: { detay: 'Gönderi Detayı', hareketler: 'Gönderi Hareketleri', ihale: 'Gönderi İhalesi' },
  documentTitle: (id: number | string, title: string) => `${title} · ${id}`,
  shipmentNo: (id: number | string) => `Gönderi No: ${id}`,
  tabsLabel: 'Gönderi sekmeleri',
  tabDetail: 'Detay',
  tabHistory: 'Hareketler',
  tabTender: 'İhale',
  back: 'Geri',
  backToList: 'Gönderi Listesi',
  historyTitle: 'Gönderi Hareketleri',
  historyEmpty: 'Henüz hareket yok.',
  stepDone: 'Tamamlandı',
  stepInProgress: 'Devam ediyor',
  stepWaiting: 'Bekliyor',
  courierTitle: 'Kurye',
  courierUnavailable: apiMessages.courierInfoUnavailable,
  courierNo: (id: number) => `Kurye No: ${id}`,
  motorcycle: 'Motosiklet',
  car: 'Araba',
  call: 'Ara',
  completedJobs: (n: number) => `${n} tamamlanan iş`,
  errorTitle: 'Gönderi gösterilemiyor',
  retry: 'Tekrar Dene',
} as const;
