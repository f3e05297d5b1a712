// The icons a NavLink may name (`icon` prop): a fixed list, so a page can never load an image.
import { createElement, type ComponentType } from 'react';
import {
  IconBuildingStore,
  IconCar,
  IconClock,
  IconFileText,
  IconHelpCircle,
  IconHome,
  IconInfoCircle,
  IconMail,
  IconMapPin,
  IconMessage,
  IconMotorbike,
  IconPackage,
  IconPhone,
  IconShieldCheck,
  IconTruckDelivery,
  IconUser,
  type IconProps,
} from '@tabler/icons-react';

export const navLinkIcons: Readonly<Record<string, ComponentType<IconProps>>> = {
  'info-circle': IconInfoCircle,
  info: IconInfoCircle,
  phone: IconPhone,
  message: IconMessage,
  mail: IconMail,
  'map-pin': IconMapPin,
  home: IconHome,
  truck: IconTruckDelivery,
  motorbike: IconMotorbike,
  car: IconCar,
  help: IconHelpCircle,
  'help-circle': IconHelpCircle,
  shield: IconShieldCheck,
  'file-text': IconFileText,
  clock: IconClock,
  user: IconUser,
  package: IconPackage,
  store: IconBuildingStore,
};

/** The named icon, drawn for a NavLink's left side; nothing for a name not in the list. */
export function navLinkIcon(name: string | undefined) {
  if (name === undefined || !Object.hasOwn(navLinkIcons, name)) return undefined;
  return createElement(navLinkIcons[name]!, { size: 20, stroke: 1.6, 'aria-hidden': true });
}
