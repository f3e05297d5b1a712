// "CSV İndir" of the admin shipments (GET /admin/shipments/export, issue 32), over HTTP only, so
// `npm run test:server` runs it against the real server too: the same file from both servers for
// the demo data, since each export must be the domain's CSV (src/domain/shipment-export.ts) of the
// list each server answers, row for row.
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/list';
import type { components } from '@/api/schema';
import { toCsv } from '@/domain/csv';
import { SHIPMENT_EXPORT_HEADER, shipmentExportCells } from '@/domain/shipment-export';
import { accounts, api, BASE, setupMockServer } from './test/api';

setupMockServer();

type AdminShipment = components['schemas']['AdminShipment'];

interface Exported {
  status: number;
  headers: Headers;
  /** The body as sent, its BOM kept. */
  text: string;
}

async function exportCsv(token: string | undefined, query = ''): Promise<Exported> {
  const response = await fetch(`${BASE}/admin/shipments/export${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, text };
}

/** The export's lines after the header, each line's first cell (the shipment number). */
const idsOf = (csv: string) =>
  csv
    .split('\r\n')
    .slice(1, -1)
    .map((line) => Number(/^"(\d+)"/.exec(line)?.[1]));

/** Every shipment of the list's filter and sort, page by page. */
async function listed(token: string, query: string): Promise<AdminShipment[]> {
  const rows: AdminShipment[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api<Page<AdminShipment>>(
      'GET',
      `/admin/shipments?${query}${query ? '&' : ''}pageSize=100&page=${page}`,
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.data.items);
    if (rows.length >= res.body.data.total) return rows;
  }
}

/** The CSV the domain writes for these rows of the list. */
const csvOf = (rows: AdminShipment[]) =>
  toCsv(
    SHIPMENT_EXPORT_HEADER,
    rows.map((s) =>
      shipmentExportCells({
        shipmentId: s.shipmentId,
        customerName: s.customerName,
        customerPhone: s.customerPhone,
        shipmentStatus: s.shipmentStatus,
        cityName: s.startAddress.cityName ?? '',
        vehicleType: s.vehicleType,
        getPriceQuote: s.getPriceQuote,
        price: s.acceptedTotalPrice ?? s.totalPrice,
        createdAt: s.createdAt,
      }),
    ),
  );

describe('admin shipments: the CSV export', () => {
  it('is a file named gonderiler.csv: UTF-8 text/csv with a BOM, the table’s Turkish header', async () => {
    const res = await exportCsv(await accounts.admin());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="gonderiler.csv"');
    expect(
      res.text.startsWith(
        '\uFEFF"No";"Müşteri";"Müşteri Telefonu";"Durum";"Alış Şehri";"Araç / İhale";"Tutar";"Tarih"\r\n',
      ),
    ).toBe(true);
    expect(res.text.endsWith('\r\n')).toBe(true);
  });

  it('holds every shipment of the demo data, newest first, the list’s rows in the table’s cells', async () => {
    const admin = await accounts.admin();
    const res = await exportCsv(admin);
    const rows = await listed(admin, '');
    expect(rows).toHaveLength(12);
    expect(res.text).toBe(csvOf(rows));
    // A row as a spreadsheet reads it: the phone as text, labels and date in Turkish.
    const line = res.text.split('\r\n').find((l) => l.startsWith('"1012";'));
    expect(line).toMatch(
      /^"1012";"Ayşe Yılmaz";"=""05321112233""";"[^"]+";"[^"]+";"(Motor|Araba) \/ İhale(li|siz)";"\d+(,\d+)?";"\d\d\.\d\d\.\d{4} \d\d:\d\d"$/,
    );
  });

  it('follows the list’s filters, search and sort', async () => {
    const admin = await accounts.admin();
    for (const query of [
      'status=2',
      'status=2&status=40&status=50',
      'cityId=6',
      'isTender=true',
      'vehicleType=2&isTender=false',
      `q=${encodeURIComponent('ayşe')}`,
      'q=1007',
      `q=${encodeURIComponent('0532 111 22 33')}`,
      'q=nobody',
      'sort=totalPrice',
      'sort=-totalPrice',
      'sort=createdAt',
      'sort=-shipmentStatus',
      'sort=shipmentId&status=7&status=2',
    ]) {
      const res = await exportCsv(admin, `?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.text, query).toBe(csvOf(await listed(admin, query)));
    }
    expect(idsOf((await exportCsv(admin, '?status=2')).text)).toEqual([1004, 1003]);
    expect(idsOf((await exportCsv(admin, '?q=1007')).text)).toEqual([1007]);
    expect(idsOf((await exportCsv(admin, '?q=nobody')).text)).toEqual([]);
    expect(idsOf((await exportCsv(admin, '?sort=createdAt')).text)[0]).toBe(1012);
  });

  it('refuses a bad parameter with 400 VALIDATION_FAILED naming it, as the list does', async () => {
    const admin = await accounts.admin();
    for (const [query, field] of [
      ['?sort=customerPassword', 'sort'],
      ['?status=9', 'status'],
      ['?cityId=82', 'cityId'],
      ['?isTender=yes', 'isTender'],
      ['?from=yesterday', 'from'],
    ] as const) {
      const res = await api('GET', `/admin/shipments/export${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors?.[0]?.field).toBe(field);
    }
  });

  it('answers only an admin: 401 signed out, 403 FORBIDDEN_ROLE for a customer and a courier', async () => {
    expect((await api('GET', '/admin/shipments/export')).status).toBe(401);
    for (const token of [await accounts.customer(), await accounts.mehmet()]) {
      const res = await api('GET', '/admin/shipments/export', { token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN_ROLE');
    }
  });
});
