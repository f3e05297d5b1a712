import type { Icon } from '@tabler/icons-react';
import {
  IconBriefcase,
  IconHelpCircle,
  IconHome,
  IconSettings,
  IconInfoCircle,
  IconLogin2,
  IconMail,
  IconMessage2,
  IconMotorbike,
  IconPackage,
  IconShieldCheck,
  IconTruckDelivery,
  IconUserCircle,
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
  /** Not shown to a signed-in user with any of these roles (a courier is not offered "Kurye Ol"). */
  hiddenForRoles?: readonly string[];
}

interface MenuDisabledItem {
  kind: 'disabled';
  label: string;
  icon: Icon;
}

export type MenuItem = MenuLinkItem | MenuDisabledItem;

// A courier signed in is at work, not sending: the customer's items and the courier sign-in and
// sign-up are not theirs (issue 16). An admin is signed in already and is no courier applicant.
const CUSTOMER_ONLY = ['Courier'] as const;
const NOT_SIGNED_IN_STAFF = ['Courier', 'Admin'] as const;

/** The public menu of docs/screens-and-routes.md, in its order. "Çıkış" is added by the menu when signed in. */
const publicMenu: readonly MenuItem[] = [
  { kind: 'disabled', label: 'Anasayfa', icon: IconHome },
  {
    kind: 'link',
    label: 'Kurye Çağır',
    to: '/gonderi-olustur',
    icon: IconTruckDelivery,
    hiddenForRoles: CUSTOMER_ONLY,
  },
  {
    kind: 'link',
    label: 'Gönderi Takip',
    to: '/gonderi-liste/aktif/',
    icon: IconPackage,
    hiddenForRoles: CUSTOMER_ONLY,
  },
  {
    kind: 'link',
    label: 'Kurye Girişi',
    to: '/kurye/giris',
    icon: IconMotorbike,
    hiddenForRoles: NOT_SIGNED_IN_STAFF,
  },
  {
    kind: 'link',
    label: 'Kurye Ol',
    to: '/kurye/uye-ol',
    icon: IconUserPlus,
    hiddenForRoles: NOT_SIGNED_IN_STAFF,
  },
  { kind: 'link', label: 'Hakkımızda', to: '/hakkimizda', icon: IconInfoCircle },
  { kind: 'link', label: 'İletişim', to: '/iletisim', icon: IconMail },
  { kind: 'link', label: 'Geri Bildirim', to: '/geri-bildirim', icon: IconMessage2 },
  // Beyond docs/courier-application.md's list (issue 17): the public help and the KVKK notice, for everyone.
  { kind: 'link', label: 'Yardım', to: '/yardim', icon: IconHelpCircle },
  { kind: 'link', label: 'KVKK Aydınlatma Metni', to: '/kvkk', icon: IconShieldCheck },
  { kind: 'link', label: 'Giriş', to: '/giris', icon: IconLogin2, signedOutOnly: true },
];

/** The signed-in user's work pages, first after "Anasayfa": what they came for. */
const roleMenu: readonly MenuLinkItem[] = [
  { kind: 'link', label: 'İşlerim', to: '/kurye/isler', icon: IconBriefcase, forRoles: ['Courier'] },
  { kind: 'link', label: 'Profilim', to: '/kurye/profil', icon: IconUserCircle, forRoles: ['Courier'] },
  { kind: 'link', label: 'Yönetim Paneli', to: '/admin/', icon: IconSettings, forRoles: ['Admin'] },
];

/**
 * The menu items a visitor sees: signed-out-only items go once signed in, role items come with
 * the role (after "Anasayfa"), and items hidden for a role go for it.
 */
export function visibleMenu(signedIn: boolean, roles: readonly string[]): MenuItem[] {
  const [home, ...rest] = publicMenu;
  const ordered = [...(home ? [home] : []), ...roleMenu, ...rest];
  const hasAny = (list: readonly string[]) => signedIn && list.some((role) => roles.includes(role));
  return ordered.filter((item) => {
    if (item.kind !== 'link') return true;
    if (item.signedOutOnly && signedIn) return false;
    if (item.forRoles && !hasAny(item.forRoles)) return false;
    if (item.hiddenForRoles && hasAny(item.hiddenForRoles)) return false;
    return true;
  });
}
