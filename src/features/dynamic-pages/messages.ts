// Every Turkish text of the dynamic pages.
export const dynamicPageMessages = {
  sectionTitle: (n: number) => `Bölüm ${n}`,
  tabTitle: (n: number) => `Sekme ${n}`,
  loadErrorTitle: 'Sayfa yüklenemedi',
  retry: 'Tekrar Dene',
  loading: 'Sayfa yükleniyor',
  /** The browser tab of a page without a header. */
  fallbackTitle: 'Sayfa',
  /** A table's scroll box (the keyboard reaches it to scroll a wide table). */
  tableRegion: 'Tablo (yana kaydırılabilir)',
} as const;
