export const documentMessages = {
  loading: 'Belge yükleniyor…',
  failed: 'Belge gösterilemiyor. Lütfen tekrar deneyiniz.',
  noThumbnail: 'Önizleme yok',
} as const;
