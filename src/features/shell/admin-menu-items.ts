import type { LinkProps } from '@tanstack/react-router';

export interface AdminMenuLink {
  label: string;
  to: NonNullable<LinkProps['to']>;
}

export interface AdminMenuGroup {
  label: string;
  links: readonly AdminMenuLink[];
}

type Link = readonly [label: string, to: AdminMenuLink['to']];

const group = (label: string, ...links: Link[]): AdminMenuGroup => ({
  label,
  links: links.map(([linkLabel, to]) => ({ label: linkLabel, to })),
});

/** The admin menu of docs/screens-and-routes.md, grouped by area, in its order. /admin/ itself is a disabled item. */
export const adminMenu: readonly AdminMenuGroup[] = [
  group('Onay', ['Onay Bekleyenler', '/admin/onay/onay-liste/']),
  group(
    'Üyeler',
    ['Üye Listesi', '/admin/uye/uye-listele/'],
    ['Üye İstatistikleri', '/admin/uye/istatistik/'],
  ),
  group(
    'Gönderiler',
    ['Gönderi Listesi', '/admin/gonderi/gonderi-liste/'],
    ['Gönderi İstatistikleri', '/admin/gonderi/istatistik/'],
  ),
  group(
    'Hesaplar',
    ['Hesap Listesi', '/admin/hesap/hesap-liste/'],
    ['Hesap Hareketleri', '/admin/hesap/hareket-listele/'],
    ['Muhasebe', '/admin/hesap/muhasebe-yap/'],
    ['Mutabakat', '/admin/hesap/mutabakat/'],
  ),
  group(
    'Paketler',
    ['Paket Tanımları', '/admin/paket/paket-tanim-liste/'],
    ['Üye Paketleri', '/admin/paket/uye-paket-liste/'],
    ['Paket İstatistikleri', '/admin/paket/istatistik/'],
  ),
  group(
    'Bildirimler',
    ['Bildirimler', '/admin/bildirim/bildirim-liste/'],
    ['Bildirim Gönder', '/admin/bildirim/bildirim-gonder/'],
  ),
  group('Yardım', ['Yardım', '/admin/yardim/yardim-liste/']),
  group(
    'Dinamik Sayfalar',
    ['Dinamik Sayfalar', '/admin/dinamik/dinamik-sayfa-liste/'],
    ['Dinamik Sayfa Ekle', '/admin/dinamik/dinamik-sayfa-ekle/'],
  ),
];
