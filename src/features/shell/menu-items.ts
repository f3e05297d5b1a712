import type { Icon } from '@tabler/icons-react';
import {
  IconBriefcase,
  IconHome,
  IconSettings,
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
  /** Shown only to a signed-in user with one of these roles. */
  forRoles?: readonly string[];
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

/** Items after the public menu for the signed-in user's role (their work pages). */
export const roleMenu: readonly MenuLinkItem[] = [
  { kind: 'link', label: 'İşlerim', to: '/kurye/isler', icon: IconBriefcase, forRoles: ['Courier'] },
  { kind: 'link', label: 'Yönetim Paneli', to: '/admin/', icon: IconSettings, forRoles: ['Admin'] },
];

/** The menu items a visitor sees: signed-out-only items go once signed in, role items come with the role. */
export function visibleMenu(signedIn: boolean, roles: readonly string[]): MenuItem[] {
  return [...publicMenu, ...roleMenu].filter((item) => {
    if (item.kind !== 'link') return true;
    if (item.signedOutOnly && signedIn) return false;
    if (item.forRoles && !(signedIn && item.forRoles.some((role) => roles.includes(role)))) return false;
    return true;
  });
}
