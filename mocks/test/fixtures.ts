// A valid shipment body with real ids (Kadıköy/Caferağa → Beşiktaş/Sinanpaşa).
export const pickup = {
  title: 'Ev',
  cityId: 34,
  countyId: 34023,
  districtId: 34023005,
  streetName: 'Moda Cad.',
  doorNumber: '12',
  fullAddress: 'Caferağa Mah. Moda Cad. No:12 Kadıköy/İstanbul',
  phoneNumber: '05321112233',
  worldCoordinate: { lat: 40.9875, long: 29.027 },
};

export const delivery = {
  title: 'İş',
  cityId: 34,
  countyId: 34010,
  districtId: 34010019,
  fullAddress: 'Sinanpaşa Mah. Ihlamurdere Cad. No:7 Beşiktaş/İstanbul',
  phoneNumber: '05391112233',
  worldCoordinate: { lat: 41.043, long: 29.005 },
};

export function shipmentBody(overrides: Record<string, unknown> = {}) {
  return {
    vehicleType: 1,
    weightType: 2,
    paymentType: 1,
    includeInsurance: false,
    shipmentValue: 0,
    hasTransportService: false,
    getPriceQuote: false,
    startAddress: pickup,
    shipmentList: [{ startAddress: delivery, contentType: 7, note: 'Kapıcıya bırakabilirsiniz.' }],
    ...overrides,
  };
}

/** The demo data's user ids and cash shortfall (demo/: plain data, no emulated store loaded). */
export { SEED_USERS } from '../../demo/users';
export { SEED_CASH_SHORTFALL } from '../../demo/shipments';
