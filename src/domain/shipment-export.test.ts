import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';
import { SHIPMENT_EXPORT_HEADER, shipmentExportCells, type ShipmentExportFacts } from './shipment-export';

const shipment: ShipmentExportFacts = {
  shipmentId: 1012,
  customerName: 'Ayşe Yılmaz',
  customerPhone: '05321112233',
  shipmentStatus: 2,
  cityName: 'İstanbul',
  vehicleType: 1,
  getPriceQuote: true,
  price: 1250.5,
  // 21:30 UTC is 00:30 of the next day in Istanbul.
  createdAt: '2026-11-27T21:30:00.000Z',
};

describe('the admin shipments CSV', () => {
  it('has the table’s columns, in Turkish', () => {
    expect(csvLine(SHIPMENT_EXPORT_HEADER)).toBe(
      '"No";"Müşteri";"Müşteri Telefonu";"Durum";"Alış Şehri";"Araç / İhale";"Tutar";"Tarih"\r\n',
    );
  });

  it('writes a shipment’s cells: the phone as text, labels in Turkish, the price with a decimal comma, Istanbul time', () => {
    expect(csvLine(shipmentExportCells(shipment))).toBe(
      '"1012";"Ayşe Yılmaz";"=""05321112233""";"Teklif Süreci";"İstanbul";"Motor / İhaleli";"1250,5";"28.11.2026 00:30"\r\n',
    );
  });

  it('the same date whatever the process’s time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        expect(shipmentExportCells(shipment)[7]).toBe('28.11.2026 00:30');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('a customer who is gone: empty name and phone; a car without tender', () => {
    const cells = shipmentExportCells({
      ...shipment,
      customerName: '',
      customerPhone: '',
      vehicleType: 2,
      getPriceQuote: false,
    });
    expect(cells.slice(1, 3)).toEqual(['', '']);
    expect(cells[5]).toBe('Araba / İhalesiz');
  });
});
