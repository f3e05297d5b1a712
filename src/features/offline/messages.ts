// Every Turkish string of the offline feature (banner, update prompt, send queue, cache times).
import { formatDateTime } from '@/domain/format';

export const offlineMessages = {
  offlineTitle: 'Çevrimdışısınız.',
  offlineText: 'Kayıtlı bilgiler gösteriliyor.',
  offlineQueued: (n: number) =>
    n === 1 ? 'Gönderiniz bağlantı gelince iletilecek.' : `${n} gönderiniz bağlantı gelince iletilecek.`,
  offlineStatusQueued: (n: number) =>
    n === 1
      ? 'Durum değişikliğiniz bağlantı gelince gönderilecek.'
      : `${n} durum değişikliğiniz bağlantı gelince gönderilecek.`,
  updateTitle: 'Yeni sürüm hazır',
  updateText: 'Kurye Çağır’ın yeni sürümü indirildi.',
  updateAction: 'Güncelle',
  updateLater: 'Sonra',
  refresh: 'Yenile',
  queuedTitle: 'Gönderilmeyi bekliyor',
  queuedText: 'Bağlantı gelince gönderiniz otomatik olarak iletilecek; bu sayfadan ayrılabilirsiniz.',
  sendingTitle: 'Gönderiliyor…',
  sentTitle: 'Gönderiniz iletildi',
  sentText: (shipmentId: number) => `Gönderi numaranız: ${shipmentId}`,
  failedTitle: 'Gönderi iletilemedi',
  queuedAt: (at: string) => `Sıraya alındı: ${formatDateTime(at)}`,
  route: (from: string, to: string[]) => `${from} → ${to.join(' → ')}`,
  track: 'Gönderiyi takip et',
  remove: 'Kaldır',
  newShipment: 'Yeni Gönderi Oluştur',
  listLabel: 'Gönderilmeyi bekleyen gönderiler',
  offlineFeedbackQueued: (n: number) =>
    n === 1
      ? 'Geri bildiriminiz bağlantı gelince gönderilecek.'
      : `${n} geri bildiriminiz bağlantı gelince gönderilecek.`,
} as const;
