// Every Turkish text of the public content pages: help, feedback, the content page frame.
import { formatDateTime } from '@/domain/format';

export const contentMessages = {
  // Help (/yardim)
  helpTitle: 'Yardım',
  helpDocumentTitle: 'Yardım · Sık Sorulan Sorular',
  helpIntro: 'Sık sorulan soruların yanıtları. Aradığınızı bulamazsanız bize yazın.',
  helpSearchLabel: 'Sorularda ara',
  helpSearchPlaceholder: 'Ör. ihale, iptal, güvence',
  helpClearSearch: 'Aramayı temizle',
  helpListLabel: 'Sık sorulan sorular',
  helpCount: (shown: number, total: number) =>
    shown === total ? `${total} soru` : `${total} sorudan ${shown} tanesi gösteriliyor`,
  helpNoResults: 'Sonuç bulunamadı',
  helpNoResultsText: (query: string) =>
    `"${query}" ile ilgili bir soru bulamadık. Başka bir kelimeyle arayın ya da sorunuzu bize iletin.`,
  helpEmpty: 'Henüz yardım içeriği eklenmedi.',
  helpAsk: 'Geri Bildirim Gönder',
  helpContact: 'İletişim bilgileri',
  loadErrorTitle: 'Sayfa yüklenemedi',
  retry: 'Tekrar Dene',
  lastUpdated: (at: number) => `Son güncelleme: ${formatDateTime(at)}`,

  // Feedback (/geri-bildirim)
  feedbackTitle: 'Geri Bildirim',
  feedbackIntro:
    'Görüş, öneri ve şikâyetlerinizi bize iletin. Bir gönderiyle ilgiliyse numarasını, sizi aramamızı istiyorsanız telefonunuzu ekleyin.',
  topicLabel: 'Konu',
  topicPlaceholder: 'Seçiniz',
  messageLabel: 'Mesajınız',
  messagePlaceholder: 'Ne oldu, ne öneriyorsunuz? Birkaç cümleyle yazınız.',
  messageCount: (length: number, max: number) => `${length} / ${max} karakter`,
  shipmentLabel: 'Gönderi numarası (isteğe bağlı)',
  shipmentDescription: 'Gönderi Takip ekranındaki numara, ör. 1004',
  phoneLabel: 'Telefon (isteğe bağlı)',
  phoneDescription: 'Sizi aramamızı isterseniz.',
  submit: 'Gönder',
  draftRestored: 'Yarım kalan mesajınız geri yüklendi.',
  offlineHint: 'Çevrimdışısınız. Gönderdiğinizde mesajınız bu cihazda bekler, bağlantı gelince iletilir.',
  sentTitle: 'Geri bildiriminiz alındı',
  sentText: (feedbackId: number) => `Teşekkür ederiz. Kayıt numaranız: ${feedbackId}.`,
  queuedTitle: 'Gönderilmeyi bekliyor',
  queuedText:
    'İnternet bağlantısı yok. Geri bildiriminiz bu cihazda saklandı; bağlantı gelince bir kez gönderilecek.',
  sendingTitle: 'Gönderiliyor…',
  failedTitle: 'Geri bildiriminiz gönderilemedi',
  writeAnother: 'Yeni Geri Bildirim Yaz',
  dismiss: 'Tamam',
  outboxLabel: 'Bağlantı yokken yazdığınız geri bildirimler',
  queuedAt: (at: string) => `Yazıldı: ${formatDateTime(at)}`,
  feedbackRefused: (reason: string) =>
    `Bağlantı yokken yazdığınız geri bildirim kabul edilmedi. ${reason}`.trim(),
} as const;
