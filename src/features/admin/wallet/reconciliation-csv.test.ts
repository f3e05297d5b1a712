// Issue 28 item 15: Mutabakat's CSV. "Fark" is a number a spreadsheet can add up (not the text
// "'-50 (Eksik tahsilat…)"), and what it means has its own column.
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/domain/csv';
import type { ReconciliationCourier } from './api/types';
import { reconciliationColumns } from './reconciliation-page';

const courier: ReconciliationCourier = {
  courierId: 2,
  courierName: 'Mehmet Kaya',
  shipmentCount: 2,
  expected: 300,
  collected: 250,
  difference: -50,
  open: { shipmentCount: 2, expected: 300, collected: 250, oldestDay: null },
  handovers: [],
};

describe('Mutabakat CSV', () => {
  it('writes Fark as a number and its note in its own column', () => {
    const cols = reconciliationColumns.filter((c) => c.csv);
    const csv = toCsv(
      cols.map((c) => c.title),
      [cols.map((c) => c.csv?.(courier))],
    );
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('"Kurye";"Gönderi";"Beklenen";"Tahsil Edilen";"Fark";"Fark Açıklaması"');
    expect(row).toBe('"Mehmet Kaya";"2";"300";"250";"-50";"Eksik tahsilat: 50,00 ₺"');
  });
});
