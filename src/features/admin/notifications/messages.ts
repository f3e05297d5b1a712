// Every Turkish text of the notification screens (/admin/bildirim/...), in one place.
import { formatNumber } from '@/domain/format';
import type { Notification } from './api/types';

export const audienceLabels = {
  customers: 'Tüm müşteriler',
  couriers: 'Tüm kuryeler',
  member: 'Bir üye',
  city: 'Bir ildeki müşteriler',
} as const;
export type AudienceKind = keyof typeof audienceLabels;

export const notificationMessages = {
  title: 'Bildirimler',
  summary:
    'Gönderilen ve gönderilmeyi bekleyen SMS, e-posta, bilgi ve push bildirimleri, en yenisi en üstte.',
  tableLabel: 'Bildirimler',
  count: (total: number) => (total === 0 ? 'Bildirim yok' : `Toplam ${total} bildirim`),
  empty: 'Henüz bildirim yok.',
  emptyFiltered: 'Bu filtreye uyan bildirim yok.',
  clearFilters: 'Filtreleri Temizle',
  searchLabel: 'Ara',
  searchPlaceholder: 'Başlık veya metin',
  typeFilter: 'Tür',
  channelFilter: 'Kanal',
  statusFilter: 'Durum',
  all: 'Tümü',
  send: 'Bildirim Gönder',
  columns: {
    title: 'Başlık',
    type: 'Tür',
    channel: 'Kanal',
    target: 'Hedef',
    recipientCount: 'Alıcı',
    status: 'Durum',
    createdAt: 'Tarih',
    actions: 'İşlem',
  },
  targetRole: (role: string) =>
    role === 'Customer'
      ? audienceLabels.customers
      : role === 'Courier'
        ? audienceLabels.couriers
        : 'Tüm yöneticiler',
  targetCity: (cityName: string) => `${cityName} ilindeki müşteriler`,
  targetMembers: (n: number) => (n === 1 ? '1 üye' : `${formatNumber(n)} üye`),
  recipients: (n: number) => `${formatNumber(n)} kişi`,
  cancel: 'İptal Et',
  cancelLabel: (n: Notification) => `${n.title}: İptal Et`,
  cancelTitle: 'Bildirimi iptal et',
  cancelText: (n: Notification) => `"${n.title}" gönderilmeyecek. Bu işlem geri alınamaz.`,
  cancelled: (n: Notification) => `"${n.title}" iptal edildi.`,
  csvFile: 'bildirimler.csv',
} as const;

export const sendMessages = {
  title: 'Bildirim Gönder',
  summary: 'Kime, hangi kanaldan ve ne yazılacağını seçin; göndermeden önce kaç kişiye ulaşacağını görün.',
  type: 'Tür',
  channel: 'Kanal',
  messageTitle: 'Başlık',
  body: 'Metin',
  smsParts: (n: number) =>
    `SMS olarak ${formatNumber(n)} mesaj (Türkçe karakterli SMS 70 karakterde bir bölünür).`,
  audience: 'Kime',
  member: 'Üye',
  memberPlaceholder: 'Ad veya telefon yazın',
  city: 'İl',
  count: 'Alıcı sayısı',
  countPending: 'Hesaplanıyor…',
  countChoose: 'Alıcıları görmek için hedefi tamamlayın.',
  countValue: (n: number) => `${formatNumber(n)} kişi`,
  countNone: 'Bu hedefte bildirimi alacak kimse yok.',
  preview: 'Önizleme',
  previewHint: 'Bildirim alıcıya böyle görünecek.',
  previewEmptyTitle: 'Başlık',
  previewEmptyBody: 'Bildirim metni burada görünür.',
  previewSmsFrom: 'Kurye Çağır',
  previewEmailFrom: 'Kurye Çağır <bildirim@kuryecagir.example>',
  previewEmailSubject: 'Konu',
  previewPushApp: 'Kurye Çağır · şimdi',
  previewInfoLabel: 'Uygulama içi bilgi',
  submit: 'Gönder',
  confirmTitle: 'Bildirimi gönder',
  confirmText: (n: number, channel: string) =>
    `${formatNumber(n)} kişiye gönderilecek (${channel}). Onaylıyor musunuz?`,
  confirmLabel: 'Gönder',
  sent: (n: number) => `Bildirim ${formatNumber(n)} kişiye gönderildi.`,
  backToList: 'Bildirimler',
} as const;
