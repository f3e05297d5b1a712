/** The tabs of the tracking screen (docs/screens-and-routes.md, ActionTypeDetail). */
const trackingTabs = ['hareketler', 'ihale', 'detay'] as const;
export type TrackingTab = (typeof trackingTabs)[number];

export function isTrackingTab(value: string): value is TrackingTab {
  return (trackingTabs as readonly string[]).includes(value);
}

/** Shipment ids are positive integers without leading zeros. */
export function isShipmentIdParam(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value);
}
