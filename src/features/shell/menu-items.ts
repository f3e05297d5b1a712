import type { Icon } from '@tabler/icons-react';
import {
  IconHome,
  IconInfoCircle,
  IconLogin2,
  IconMail,
  IconMessage2,
  IconMotorbike,
  IconPackage,
  IconTruckDelivery,
  IconUserPlus,
} from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';

export interface MenuLinkItem {
  kind: 'link';
  label: string;
  to: NonNullable<LinkProps['to']>;
  icon: Icon;
  /** Shown only to signed-out visitors. */
  signedOutOnly?: boolean;
}

export interface MenuDisabledItem {
  kind: 'disabled';
  label: string;
  icon: Icon;
}

export type MenuItem = MenuLinkItem | MenuDisabledItem;

/** The public menu of SPEC section 2, in its order. "Çıkış" is added by the menu when signed in. */
export const publicMenu: readonly MenuItem[] = [
  { kind: 'disabled', label: 'Anasayfa', icon: IconHome },
  { kind: 'link', label: 'Kurye Çağır', to: '/gonderi-olustur', icon: IconTruckDelivery },
  { kind: 'link', label: 'Gönderi Takip', to: '/gonderi-liste/aktif/', icon: IconPackage },
  { kind: 'link', label: 'Kurye Girişi', to: '/kurye/giris', icon: IconMotorbike },
  { kind: 'link', label: 'Kurye Ol', to: '/kurye/uye-ol', icon: IconUserPlus },
  { kind: 'link', label: 'Hakkımızda', to: '/hakkimizda', icon: IconInfoCircle },
  { kind: 'link', label: 'İletişim', to: '/iletisim', icon: IconMail },
  { kind: 'link', label: 'Geri Bildirim', to: '/geri-bildirim', icon: IconMessage2 },
  { kind: 'link', label: 'Giriş', to: '/giris', icon: IconLogin2, signedOutOnly: true },
];
