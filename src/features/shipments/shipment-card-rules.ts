// What the shipment card shows, as pure functions of the shipment (unit-tested).
import { addressText } from '@/domain/address-text';
import { ShipmentStatus } from '@/domain/shipment-status';
import { roundMoney, tenderDiscount } from '@/domain/pricing';
import type { Address, Shipment } from './api/types';
import { shipmentMessages as m } from './messages';

export type RouteIconTone = 'red' | 'green' | 'gray';

/** SPEC 2: route icons are red while the shipment is in the tender (2), green at courier assignment (3). */
export function routeIconTone(status: number): RouteIconTone {
  if (status === ShipmentStatus.InPriceQuote) return 'red';
  if (status === ShipmentStatus.AssignCourier) return 'green';
  return 'gray';
}

/** A short place name for the route strip: district and county, or what the server left. */
export function placeName(a: Address): string {
  const district = a.districtName?.replace(/\s+Mah$/u, '');
  return [district, a.countyName ?? a.cityName].filter(Boolean).join(', ') || '—';
}

/** The address line to read: full when the server sent it, else the district/county/city it kept. */
export function addressLine(a: Address): string {
  return addressText(a);
}

/** True when the server redacted the address (a courier not assigned, or outside statuses 3-7). */
export function isRedacted(a: Address): boolean {
  return !a.fullAddress && !a.streetName;
}

export interface PriceLine {
  key:
    | 'shipmentPrice'
    | 'transportServicePrice'
    | 'insurancePrice'
    | 'totalPrice'
    | 'acceptedTotalPrice'
    | 'tenderDiscount';
  label: string;
  amount: number;
  emphasis?: boolean;
}

/**
 * The price breakdown: shipment price, loading, insurance, total; with an accepted tender price
 * also the accepted total and the tender discount (accepted − total, domain/pricing).
 */
export function priceLines(s: Shipment): PriceLine[] {
  const transport = s.transportServicePrice ?? s.priceBreakdown?.transportServicePrice ?? 0;
  const insurance = s.insurancePrice ?? s.priceBreakdown?.insurancePrice ?? 0;
  const shipmentPrice = s.priceBreakdown?.shipmentPrice ?? roundMoney(s.totalPrice - transport - insurance);
  const lines: PriceLine[] = [
    { key: 'shipmentPrice', label: m.shipmentPrice, amount: shipmentPrice },
    { key: 'transportServicePrice', label: m.transportServicePrice, amount: transport },
    { key: 'insurancePrice', label: m.insurancePrice, amount: insurance },
    { key: 'totalPrice', label: m.totalPrice, amount: s.totalPrice, emphasis: true },
  ];
  if (s.acceptedTotalPrice !== null && s.acceptedTotalPrice !== undefined) {
    lines.push(
      {
        key: 'acceptedTotalPrice',
        label: m.acceptedTotalPrice,
        amount: s.acceptedTotalPrice,
        emphasis: true,
      },
      {
        key: 'tenderDiscount',
        label: m.tenderDiscount,
        amount: tenderDiscount(s.acceptedTotalPrice, s.totalPrice),
      },
    );
  }
  return lines;
}

/** What the customer pays: the accepted tender price when there is one, else the listed total. */
export function payableTotal(s: Shipment): number {
  return s.acceptedTotalPrice ?? s.totalPrice;
}

export interface RoutePoint {
  label: string;
  lat: number;
  long: number;
}

/** Pickup then deliveries, for the map; points without coordinates are left out. */
export function routePoints(s: Shipment): RoutePoint[] {
  const points: RoutePoint[] = [];
  const push = (label: string, a: Address) => {
    const c = a.worldCoordinate;
    if (c && Number.isFinite(c.lat) && Number.isFinite(c.long) && c.lat !== 0 && c.long !== 0)
      points.push({ label, lat: c.lat, long: c.long });
  };
  push(m.pickup, s.startAddress);
  s.shipmentList.forEach((item, i) => push(m.delivery(i + 1), item.startAddress));
  return points;
}
