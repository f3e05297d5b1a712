// Parameter tables (docs/data-model.md, read by code): ShipmentWeight, ShipmentStatus, PaymentType,
// TotalPriceCalculate, ContentType, VehicleType, as ParamRow lists. TotalPriceCalculate rows
// are generated from the pricing table so the two cannot drift.
import { priceParams, WEIGHT_TYPES, type PriceParams, type VehicleType, type WeightType } from './pricing';
import { SHIPMENT_STATUS_CODES, shipmentStatusLabels } from './shipment-status';

export interface ParamRow {
  paramType: string;
  paramCode: string;
  paramDescription: string;
  paramValueNumber: number | null;
  paramValueNumber2: number | null;
  paramValueString: string | null;
  paramValueString2: string | null;
}

export const PARAM_TYPES = [
  'ShipmentWeight',
  'ShipmentStatus',
  'PaymentType',
  'TotalPriceCalculate',
  'ContentType',
  'VehicleType',
] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

export const vehicleTypeLabels: Record<VehicleType, string> = { 1: 'Motor', 2: 'Araba' };

export const weightLabels: Record<WeightType, string> = {
  1: '0-2 kg',
  2: '2-5 kg',
  3: '5-10 kg',
  4: '10-20 kg',
  5: '20-30 kg',
  6: '30-50 kg',
  7: '50-100 kg',
  8: '100-200 kg',
  9: '200-300 kg',
  10: '300-500 kg',
};

export function weightLabel(code: number | null | undefined): string {
  return (weightLabels as Record<number, string>)[code ?? 0] ?? 'Bilinmeyen';
}

/** docs/data-model.md's grouping, the seed of the ShipmentWeight table: classes 1-4 group 1, 5-10 group 2. */
function specWeightGroup(weight: WeightType): VehicleType {
  return weight <= 4 ? 1 : 2;
}

/**
 * The vehicle type a weight class belongs to: paramValueNumber2 of its ShipmentWeight row
 * (docs/data-model.md), the same rows the weight options are filtered by. Undefined for an unknown class.
 */
export function vehicleOfWeight(
  weight: number,
  weightRows: readonly ParamRow[] = paramTables.ShipmentWeight,
): VehicleType | undefined {
  if (!Number.isInteger(weight) || weight < 1) return undefined;
  const vehicle = weightRows.find((r) => Number(r.paramCode) === weight)?.paramValueNumber2;
  return vehicle === 1 || vehicle === 2 ? vehicle : undefined;
}

/** docs/data-model.md: the default weight of a vehicle type (1 → 1, otherwise 5). */
export function defaultWeightFor(vehicleType: number): WeightType {
  return vehicleType === 1 ? 1 : 5;
}

export const contentTypeLabels: Record<number, string> = {
  1: 'Gıda',
  2: 'Yemek',
  3: 'Bitki & Çiçek',
  4: 'Soğuk Gıda',
  5: 'Hassas Eşya',
  6: 'Hediyelik Eşya',
  7: 'Koli',
  8: 'Diğer',
};

export const paymentTypes: Record<1 | 2, { name: string; shortName: string; enabled: boolean }> = {
  1: { name: 'Kapıda Ödeme', shortName: 'Kapıda Ödeme', enabled: true },
  2: { name: 'IBAN İle Ödeme', shortName: "IBAN'a Gönder", enabled: false },
};

export function isPaymentTypeEnabled(code: number): boolean {
  return code === 1 || code === 2 ? paymentTypes[code].enabled : false;
}

function row(
  paramType: ParamType,
  paramCode: string,
  paramDescription: string,
  paramValueNumber: number | null,
  paramValueNumber2: number | null = null,
  paramValueString: string | null = null,
  paramValueString2: string | null = null,
): ParamRow {
  return {
    paramType,
    paramCode,
    paramDescription,
    paramValueNumber,
    paramValueNumber2,
    paramValueString,
    paramValueString2,
  };
}

/** TotalPriceCalculate rows: per-vehicle and per-class values carry the key in paramValueNumber2. */
export function priceParamRows(p: PriceParams = priceParams): ParamRow[] {
  const t: ParamType = 'TotalPriceCalculate';
  const rows: ParamRow[] = [
    row(t, 'kisamesafe', 'Kısa mesafe sınırı (km)', p.shortDistanceKm),
    ...([1, 2] as const).map((v) =>
      row(t, 'kisamesafefiyat', `Kısa mesafe fiyatı (${vehicleTypeLabels[v]})`, p.shortDistancePrice[v], v),
    ),
    ...([1, 2] as const).map((v) =>
      row(t, 'acilisucreti', `Açılış ücreti (${vehicleTypeLabels[v]})`, p.openingFee[v], v),
    ),
    row(t, 'guvenceoran', 'Güvence oranı', p.insuranceRate),
    row(t, 'mevcutrisk', 'Mevcut risk seviyesi (1-6)', p.currentRisk),
    ...p.riskFees.map((fee, i) => row(t, 'riskekucret', `Risk ek ücreti (seviye ${i + 1})`, fee, i + 1)),
    ...WEIGHT_TYPES.map((w) =>
      row(t, 'agirlikekucret', `Ağırlık ek ücreti (${weightLabels[w]})`, p.weightSurcharge[w], w),
    ),
    ...WEIGHT_TYPES.map((w) =>
      row(t, 'yuklemeekucret', `Yükleme ek ücreti (${weightLabels[w]})`, p.loadingSurcharge[w], w),
    ),
    ...WEIGHT_TYPES.map((w) =>
      row(t, 'kilometrebirimfiyat', `Kilometre birim fiyatı (${weightLabels[w]})`, p.perKmPrice[w], w),
    ),
  ];
  return rows;
}

/** Rebuilds the pricing table from TotalPriceCalculate rows (missing rows keep the defaults). */
export function priceParamsFromRows(
  rows: readonly ParamRow[],
  defaults: PriceParams = priceParams,
): PriceParams {
  const p: PriceParams = {
    ...defaults,
    shortDistancePrice: { ...defaults.shortDistancePrice },
    openingFee: { ...defaults.openingFee },
    riskFees: [...defaults.riskFees],
    weightSurcharge: { ...defaults.weightSurcharge },
    loadingSurcharge: { ...defaults.loadingSurcharge },
    perKmPrice: { ...defaults.perKmPrice },
  };
  const riskFees = [...p.riskFees];
  for (const r of rows) {
    const value = r.paramValueNumber;
    if (value === null) continue;
    const key = r.paramValueNumber2 ?? 0;
    const vehicle = key === 1 || key === 2 ? (key as VehicleType) : undefined;
    const weight = (WEIGHT_TYPES as readonly number[]).includes(key) ? (key as WeightType) : undefined;
    switch (r.paramCode) {
      case 'kisamesafe':
        p.shortDistanceKm = value;
        break;
      case 'kisamesafefiyat':
        if (vehicle) p.shortDistancePrice[vehicle] = value;
        break;
      case 'acilisucreti':
        if (vehicle) p.openingFee[vehicle] = value;
        break;
      case 'guvenceoran':
        p.insuranceRate = value;
        break;
      case 'mevcutrisk':
        p.currentRisk = value;
        break;
      case 'riskekucret':
        if (key >= 1 && key <= 6) riskFees[key - 1] = value;
        break;
      case 'agirlikekucret':
        if (weight) p.weightSurcharge[weight] = value;
        break;
      case 'yuklemeekucret':
        if (weight) p.loadingSurcharge[weight] = value;
        break;
      case 'kilometrebirimfiyat':
        if (weight) p.perKmPrice[weight] = value;
        break;
    }
  }
  p.riskFees = riskFees;
  return p;
}

export const paramTables: Record<ParamType, ParamRow[]> = {
  ShipmentWeight: WEIGHT_TYPES.map((w) =>
    row('ShipmentWeight', String(w), weightLabels[w], w, specWeightGroup(w)),
  ),
  ShipmentStatus: SHIPMENT_STATUS_CODES.map((s) =>
    row('ShipmentStatus', String(s), shipmentStatusLabels[s], s),
  ),
  PaymentType: ([1, 2] as const).map((c) =>
    row(
      'PaymentType',
      String(c),
      paymentTypes[c].name,
      c,
      paymentTypes[c].enabled ? 1 : 0,
      paymentTypes[c].shortName,
    ),
  ),
  TotalPriceCalculate: priceParamRows(),
  ContentType: Object.entries(contentTypeLabels).map(([code, name]) =>
    row('ContentType', code, name, Number(code)),
  ),
  VehicleType: ([1, 2] as const).map((v) => row('VehicleType', String(v), vehicleTypeLabels[v], v)),
};

export function isParamType(value: string): value is ParamType {
  return (PARAM_TYPES as readonly string[]).includes(value);
}

/** Dropdown options (code, name) of a table; for weights, filtered by vehicle type. */
export function paramOptions(
  rows: readonly ParamRow[],
  vehicleType?: number,
): { code: number; name: string }[] {
  return rows
    .filter(
      (r) =>
        vehicleType === undefined || r.paramType !== 'ShipmentWeight' || r.paramValueNumber2 === vehicleType,
    )
    .map((r) => ({ code: Number(r.paramCode), name: r.paramDescription }));
}
