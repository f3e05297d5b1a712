// A shipment as the server answers it, for unit tests of the card and the panels.
import type { Shipment } from '@/api/shipments/types';

const place = (district: string, county: string) => ({
  title: 'Ev',
  cityId: 34,
  countyId: 34001,
  districtId: 34001001,
  cityName: 'İstanbul',
  countyName: county,
  districtName: `${district} Mah`,
  streetName: 'Moda Cad.',
  doorNumber: '12',
  fullAddress: `${district} Mah. Moda Cad. No:12 ${county}/İstanbul`,
  phoneNumber: '05391112233',
  worldCoordinate: { lat: 40.98, long: 29.03 },
});

export function testShipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    shipmentId: 1003,
    shipmentStatus: 2,
    vehicleType: 1,
    weightType: 3,
    paymentType: 1,
    includeInsurance: true,
    shipmentValue: 1000,
    insurancePrice: 30,
    hasTransportService: true,
    transportServicePrice: 55,
    getPriceQuote: true,
    shipmentTotalDistance: 12,
    totalPrice: 500,
    acceptedTotalPrice: null,
    courierId: null,
    customerId: 1,
    startAddress: place('Caferağa', 'Kadıköy'),
    shipmentList: [
      {
        deliveryItemId: 1,
        startAddress: { ...place('Levent', 'Beşiktaş'), worldCoordinate: { lat: 41.08, long: 29.01 } },
        contentType: 7,
        note: 'Arayınız',
      },
      {
        deliveryItemId: 2,
        startAddress: { ...place('Etiler', 'Beşiktaş'), worldCoordinate: { lat: 41.09, long: 29.03 } },
        contentType: 1,
      },
    ],
    createdAt: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}
