// The admin shipments' CSV (issue 32), written once: its file name, its header and each row's
// cells, the same columns as the "Gönderi Listesi" table. The emulated server and the real server
// write their export (GET /admin/shipments/export) with these; the table's headers are these titles.
// Dates are Istanbul time in Turkish form (formatDateTime), whatever the server's time zone.
import { csvDigits, type CsvCell } from './csv';
import { formatDateTime } from './format';
import { vehicleTypeLabels } from './params';
import { shipmentStatusLabel } from './shipment-status';

/** The file's name (the export's Content-Disposition). */
export const SHIPMENT_EXPORT_FILE_NAME = 'gonderiler.csv';

/** The columns' titles, in the table and in the CSV's header. */
export const shipmentColumnTitles = {
  shipmentId: 'No',
  customer: 'Müşteri',
  customerPhone: 'Müşteri Telefonu',
  status: 'Durum',
  city: 'Alış Şehri',
  vehicle: 'Araç / İhale',
  price: 'Tutar',
  createdAt: 'Tarih',
} as const;

/** Whether the shipment was put to tender, as the list says it. */
export const tenderLabels = { yes: 'İhaleli', no: 'İhalesiz' } as const;

/** What a row of the export says about one shipment (each server reads these its own way). */
export interface ShipmentExportFacts {
  shipmentId: number;
  customerName: string;
  /** 05XXXXXXXXX, or '' when the customer is gone. */
  customerPhone: string;
  shipmentStatus: number;
  /** The pickup address's city. */
  cityName: string;
  vehicleType: number;
  getPriceQuote: boolean;
  /** What it costs in TRY: the accepted tender price, else the listed price. */
  price: number;
  createdAt: string | number | Date;
}

export const SHIPMENT_EXPORT_HEADER: readonly string[] = [
  shipmentColumnTitles.shipmentId,
  shipmentColumnTitles.customer,
  shipmentColumnTitles.customerPhone,
  shipmentColumnTitles.status,
  shipmentColumnTitles.city,
  shipmentColumnTitles.vehicle,
  shipmentColumnTitles.price,
  shipmentColumnTitles.createdAt,
];

/** One shipment's cells, in the header's order. */
export function shipmentExportCells(s: ShipmentExportFacts): CsvCell[] {
  const vehicle = vehicleTypeLabels[s.vehicleType as 1 | 2] ?? '';
  return [
    s.shipmentId,
    s.customerName,
    // Its own column, as text: a spreadsheet keeps the leading 0.
    csvDigits(s.customerPhone),
    shipmentStatusLabel(s.shipmentStatus),
    s.cityName,
    // Vehicle and tender share a cell, as they share the table's column.
    `${vehicle} / ${s.getPriceQuote ? tenderLabels.yes : tenderLabels.no}`,
    s.price,
    formatDateTime(s.createdAt),
  ];
}
