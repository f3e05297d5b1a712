import type { components } from '@/api/schema';

/** A shipment as the admin list shows it: the contract's Shipment with its customer. */
export type AdminShipment = components['schemas']['AdminShipment'];
export type ShipmentStats = components['schemas']['ShipmentStats'];
