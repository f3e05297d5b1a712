import type { components } from '@/api/schema';

export type Shipment = components['schemas']['Shipment'];
export type Address = components['schemas']['Address'];
export type HistoryStep = components['schemas']['HistoryStep'];
export type PriceQuote = components['schemas']['PriceQuote'];
export type Offer = components['schemas']['Offer'];
export type CourierSummary = components['schemas']['CourierSummary'];
