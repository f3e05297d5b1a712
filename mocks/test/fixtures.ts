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

/**
 * The demo data's user ids (mocks/seed/users.ts SEED_USERS), copied so that tests talking HTTP do not
 * load the emulated server's store: Ayşe the customer, the couriers, the admin.
 */
export const SEED_USERS = {
  customer: 1,
  mehmet: 2,
  ali: 3,
  zeynep: 4,
  admin: 5,
  hasan: 6,
  emre: 7,
  burak: 8,
  /** Rejected: her licence is missing. */
  elif: 9,
  /** A second pending application, newer than Zeynep's. */
  selin: 12,
} as const;

/** The demo data's cash shortfall (mocks/seed/accounts-content.ts): Mehmet recorded 50 ₺ less for 1011. */
export const SEED_CASH_SHORTFALL = { shipmentId: 1011, short: 50 } as const;
