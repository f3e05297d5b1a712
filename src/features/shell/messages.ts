/** Every Turkish string of the shell (header, menu, home page) in one place. */
export const shellMessages = {
  brand: 'Kurye Çağır',
  brandTagline: 'Aynı gün kurye',
  mainMenuLabel: 'Ana menü',
  openMenu: 'Menüyü aç',
  closeMenu: 'Menüyü kapat',
  signOut: 'Çıkış',
  sitePages: 'Site',
  skipToContent: 'İçeriğe geç',
  signIn: 'Giriş',
  signedOutNotice: 'Oturumunuz kapatıldı.',
} as const;
