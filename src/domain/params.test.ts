import { describe, expect, it } from 'vitest';
import {
  defaultWeightFor,
  paramOptions,
  paramTables,
  priceParamRows,
  priceParamsFromRows,
  vehicleOfWeight,
  weightLabel,
} from './params';
import { priceParams } from './pricing';

describe('parameter tables (docs/data-model.md)', () => {
  it('weights carry their vehicle type in paramValueNumber2', () => {
    const weights = paramTables.ShipmentWeight;
    expect(weights).toHaveLength(10);
    expect(weights[0]).toMatchObject({ paramCode: '1', paramDescription: '0-2 kg', paramValueNumber2: 1 });
    expect(weights[4]).toMatchObject({ paramCode: '5', paramDescription: '20-30 kg', paramValueNumber2: 2 });
    expect(paramOptions(weights, 1).map((o) => o.code)).toEqual([1, 2, 3, 4]);
    expect(paramOptions(weights, 2).map((o) => o.code)).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('labels weights and falls back to Bilinmeyen', () => {
    expect(weightLabel(10)).toBe('300-500 kg');
    expect(weightLabel(11)).toBe('Bilinmeyen');
    expect(weightLabel(null)).toBe('Bilinmeyen');
  });

  it('maps weight classes to vehicles and defaults', () => {
    expect(vehicleOfWeight(4)).toBe(1);
    expect(vehicleOfWeight(5)).toBe(2);
    expect(vehicleOfWeight(0)).toBeUndefined();
    expect(vehicleOfWeight(11)).toBeUndefined();
    expect(defaultWeightFor(1)).toBe(1);
    expect(defaultWeightFor(2)).toBe(5);
  });

  it('reads the vehicle of a weight class from the rows it is given (paramValueNumber2)', () => {
    // A table where 10-20 kg goes by car and 20-30 kg by motorcycle.
    const rows = paramTables.ShipmentWeight.map((r) =>
      r.paramCode === '4'
        ? { ...r, paramValueNumber2: 2 }
        : r.paramCode === '5'
          ? { ...r, paramValueNumber2: 1 }
          : r,
    );
    expect(vehicleOfWeight(4, rows)).toBe(2);
    expect(vehicleOfWeight(5, rows)).toBe(1);
    expect(vehicleOfWeight(3, rows)).toBe(1);
    // A class missing from the table is unknown.
    expect(
      vehicleOfWeight(
        3,
        rows.filter((r) => r.paramCode !== '3'),
      ),
    ).toBeUndefined();
  });

  it('disables IBAN payment with paramValueNumber2 = 0', () => {
    expect(paramTables.PaymentType.map((r) => [r.paramCode, r.paramValueNumber2])).toEqual([
      ['1', 1],
      ['2', 0],
    ]);
  });

  it('has the 8 content types and statuses', () => {
    expect(paramTables.ContentType.map((r) => r.paramDescription)).toEqual([
      'Gıda',
      'Yemek',
      'Bitki & Çiçek',
      'Soğuk Gıda',
      'Hassas Eşya',
      'Hediyelik Eşya',
      'Koli',
      'Diğer',
    ]);
    expect(paramTables.ShipmentStatus).toHaveLength(11);
  });

  it('TotalPriceCalculate rows use the Turkish codes and round-trip to the pricing table', () => {
    const rows = priceParamRows();
    const codes = new Set(rows.map((r) => r.paramCode));
    expect([...codes].sort()).toEqual(
      [
        'acilisucreti',
        'agirlikekucret',
        'guvenceoran',
        'kilometrebirimfiyat',
        'kisamesafe',
        'kisamesafefiyat',
        'mevcutrisk',
        'riskekucret',
        'yuklemeekucret',
      ].sort(),
    );
    expect(
      rows.find((r) => r.paramCode === 'kisamesafefiyat' && r.paramValueNumber2 === 2)?.paramValueNumber,
    ).toBe(250);
    expect(priceParamsFromRows(rows)).toEqual(priceParams);
  });
});
