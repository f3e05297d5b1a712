import type { LinkProps } from '@tanstack/react-router';

export interface AdminMenuLink {
  label: string;
  to: NonNullable<LinkProps['to']>;
}

export interface AdminMenuGroup {
  label: string;
  links: readonly AdminMenuLink[];
}

/** The admin menu of docs/screens-and-routes.md, grouped by area, in its order. /admin/ itself is a disabled item. */
export const adminMenu: readonly AdminMenuGroup[] = [
  { label: 'Onay', links: [{ label: 'Onay Bekleyenler', to: '/admin/onay/onay-liste/' }] },
  {
    label: 'Üyeler',
    links: [
      { label: 'Üye Listesi', to: '/admin/uye/uye-listele/' },
      { label: 'Üye İstatistikleri', to: '/admin/uye/istatistik/' },
    ],
  },
  {
    label: 'Gönderiler',
    links: [
      { label: 'Gönderi Listesi', to: '/admin/gonderi/gonderi-liste/' },
      { label: 'Gönderi İstatistikleri', to: '/admin/gonderi/istatistik/' },
    ],
  },
  {
    label: 'Hesaplar',
    links: [
      { label: 'Hesap Listesi', to: '/admin/hesap/hesap-liste/' },
      { label: 'Hesap Hareketleri', to: '/admin/hesap/hareket-listele/' },
      { label: 'Muhasebe', to: '/admin/hesap/muhasebe-yap/' },
      { label: 'Mutabakat', to: '/admin/hesap/mutabakat/' },
    ],
  },
  {
    label: 'Paketler',
    links: [
      { label: 'Paket Tanımları', to: '/admin/paket/paket-tanim-liste/' },
      { label: 'Üye Paketleri', to: '/admin/paket/uye-paket-liste/' },
      { label: 'Paket İstatistikleri', to: '/admin/paket/istatistik/' },
    ],
  },
  {
    label: 'Bildirimler',
    links: [
      { label: 'Bildirimler', to: '/admin/bildirim/bildirim-liste/' },
      { label: 'Bildirim Gönder', to: '/admin/bildirim/bildirim-gonder/' },
    ],
  },
  { label: 'Yardım', links: [{ label: 'Yardım', to: '/admin/yardim/yardim-liste/' }] },
  {
    label: 'Dinamik Sayfalar',
    links: [
      { label: 'Dinamik Sayfalar', to: '/admin/dinamik/dinamik-sayfa-liste/' },
      { label: 'Dinamik Sayfa Ekle', to: '/admin/dinamik/dinamik-sayfa-ekle/' },
    ],
  },
];
