import { describe, expect, it } from 'vitest';
import { paramTables } from '@/domain/params';
import { paymentOptions, weightOptions } from './options';

describe('weight options by vehicle (docs/data-model.md)', () => {
  it('Motor gets classes 1-4, Araba 5-10, from paramValueNumber2', () => {
    expect(weightOptions(paramTables.ShipmentWeight, 1)).toEqual([
      { code: 1, name: '0-2 kg' },
      { code: 2, name: '2-5 kg' },
      { code: 3, name: '5-10 kg' },
      { code: 4, name: '10-20 kg' },
    ]);
    expect(weightOptions(paramTables.ShipmentWeight, 2).map((o) => o.code)).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('follows the table rows, not a fixed list', () => {
    const rows = paramTables.ShipmentWeight.map((r) =>
      r.paramCode === '4' ? { ...r, paramValueNumber2: 2 } : r,
    );
    expect(weightOptions(rows, 1).map((o) => o.code)).toEqual([1, 2, 3]);
    expect(weightOptions(rows, 2).map((o) => o.code)).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it('falls back to the built-in table while the rows load', () => {
    expect(weightOptions(undefined, 2)[0]).toEqual({ code: 5, name: '20-30 kg' });
  });
});

describe('payment options', () => {
  it('shows IBAN disabled (paramValueNumber2 = 0)', () => {
    expect(paymentOptions(paramTables.PaymentType)).toEqual([
      { code: 1, name: 'Kapıda Ödeme', disabled: false },
      { code: 2, name: 'IBAN İle Ödeme', disabled: true },
    ]);
  });
});
