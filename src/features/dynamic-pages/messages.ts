// Every Turkish text of the dynamic pages.
export const dynamicPageMessages = {
  sectionTitle: (n: number) => `Bölüm ${n}`,
  tabTitle: (n: number) => `Sekme ${n}`,
  loadErrorTitle: 'Sayfa yüklenemedi',
  retry: 'Tekrar Dene',
  loading: 'Sayfa yükleniyor',
  /** The browser tab of a page without a header. */
  fallbackTitle: 'Sayfa',
} as const;
