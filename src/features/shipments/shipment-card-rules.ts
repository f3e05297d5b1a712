// What the shipment card shows, as pure functions of the shipment (unit-tested).
import { addressText } from '@/domain/address-text';
import { ShipmentStatus } from '@/domain/shipment-status';
import { roundMoney, tenderDiscount } from '@/domain/pricing';
import type { Address, Shipment } from '@/api/shipments/types';
import { shipmentMessages as m } from './messages';

export type RouteIconTone = 'red' | 'green' | 'gray';

/** docs/screens-and-routes.md: route icons are red while the shipment is in the tender (2), green at courier assignment (3). */
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

type PriceLineKey =
  | 'shipmentPrice'
  | 'basePrice'
  | 'weightSurcharge'
  | 'riskSurcharge'
  | 'rounding'
  | 'transportServicePrice'
  | 'insurancePrice'
  | 'totalPrice'
  | 'tenderDiscount'
  | 'acceptedTotalPrice';

export interface PriceLine {
  key: PriceLineKey;
  label: string;
  amount: number;
  /**
   * `charge`: adds up to the total; `part`: what a charge is made of (shown under it);
   * `total`: the sum of the charges above (or, after a tender, the total and its discount).
   */
  kind: 'charge' | 'part' | 'total';
}

export interface ReceiptInput {
  shipmentPrice: number;
  hasTransportService: boolean;
  transportServicePrice: number;
  includeInsurance: boolean;
  insurancePrice: number;
  totalPrice: number;
  acceptedTotalPrice?: number | null;
  /** What the shipment price is made of, when known (the create form computes it). */
  parts?: { basePrice: number; weightSurcharge: number; riskSurcharge: number };
}

/**
 * The price as a receipt reads (docs/pricing.md: shipment price = total − insurance − loading): the
 * charges that add up (Gönderi Ücreti, then each chosen service, listed even when free), then
 * the total. With the shipment price's parts, they sit under it and add up to it (the total is
 * rounded to whole lira, so a rounding line closes the gap when there is one). After a tender:
 * the tender discount (accepted − total, domain/pricing) and the accepted total.
 */
export function receiptLines(r: ReceiptInput): PriceLine[] {
  const lines: PriceLine[] = [
    { key: 'shipmentPrice', label: m.shipmentPrice, amount: r.shipmentPrice, kind: 'charge' },
  ];
  if (r.parts) {
    const { basePrice, weightSurcharge, riskSurcharge } = r.parts;
    lines.push(
      { key: 'basePrice', label: m.basePrice, amount: basePrice, kind: 'part' },
      { key: 'weightSurcharge', label: m.weightSurcharge, amount: weightSurcharge, kind: 'part' },
      { key: 'riskSurcharge', label: m.riskSurcharge, amount: riskSurcharge, kind: 'part' },
    );
    const rounding = roundMoney(r.shipmentPrice - basePrice - weightSurcharge - riskSurcharge);
    if (rounding !== 0) lines.push({ key: 'rounding', label: m.rounding, amount: rounding, kind: 'part' });
  }
  if (r.hasTransportService)
    lines.push({
      key: 'transportServicePrice',
      label: m.transportServicePrice,
      amount: r.transportServicePrice,
      kind: 'charge',
    });
  if (r.includeInsurance)
    lines.push({ key: 'insurancePrice', label: m.insurancePrice, amount: r.insurancePrice, kind: 'charge' });
  lines.push({ key: 'totalPrice', label: m.totalPrice, amount: r.totalPrice, kind: 'total' });
  if (r.acceptedTotalPrice !== null && r.acceptedTotalPrice !== undefined) {
    lines.push(
      {
        key: 'tenderDiscount',
        label: m.tenderDiscount,
        amount: tenderDiscount(r.acceptedTotalPrice, r.totalPrice),
        kind: 'charge',
      },
      { key: 'acceptedTotalPrice', label: m.acceptedTotalPrice, amount: r.acceptedTotalPrice, kind: 'total' },
    );
  }
  return lines;
}

/** The card's receipt of a stored shipment. */
export function priceLines(s: Shipment): PriceLine[] {
  const transport = s.transportServicePrice ?? s.priceBreakdown?.transportServicePrice ?? 0;
  const insurance = s.insurancePrice ?? s.priceBreakdown?.insurancePrice ?? 0;
  return receiptLines({
    shipmentPrice: s.priceBreakdown?.shipmentPrice ?? roundMoney(s.totalPrice - transport - insurance),
    hasTransportService: s.hasTransportService,
    transportServicePrice: transport,
    includeInsurance: s.includeInsurance,
    insurancePrice: insurance,
    totalPrice: s.totalPrice,
    acceptedTotalPrice: s.acceptedTotalPrice,
  });
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
