// docs/pricing.md: the price parameters (table TotalPriceCalculate) and the price computation.
// The same table feeds the TotalPriceCalculate parameter rows (params.ts), so the UI, the mock
// and the parameter endpoint can never disagree.

export type VehicleType = 1 | 2;
export type WeightType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export const VEHICLE_TYPES: readonly VehicleType[] = [1, 2];
export const WEIGHT_TYPES: readonly WeightType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export interface PriceParams {
  /** kisamesafe: below this distance (km) the flat price applies. */
  shortDistanceKm: number;
  /** kisamesafefiyat: flat short-distance price per vehicle type. */
  shortDistancePrice: Record<VehicleType, number>;
  /** acilisucreti: opening fee per vehicle type. */
  openingFee: Record<VehicleType, number>;
  /** guvenceoran: insurance rate of the declared value. */
  insuranceRate: number;
  /** mevcutrisk: current risk level, 1..6. */
  currentRisk: number;
  /** riskekucret: per-km fee of risk levels 1..6 (index 0 is level 1). */
  riskFees: readonly number[];
  /** agirlikekucret: extra weight fee per weight class. */
  weightSurcharge: Record<WeightType, number>;
  /** yuklemeekucret: loading/unloading fee per weight class. */
  loadingSurcharge: Record<WeightType, number>;
  /** kilometrebirimfiyat: per-km price per weight class. */
  perKmPrice: Record<WeightType, number>;
}

export const priceParams: PriceParams = {
  shortDistanceKm: 5,
  shortDistancePrice: { 1: 150, 2: 250 },
  openingFee: { 1: 90, 2: 120 },
  insuranceRate: 0.03,
  currentRisk: 2,
  riskFees: [0, 1, 2, 3, 4, 5],
  weightSurcharge: { 1: 0, 2: 55, 3: 70, 4: 90, 5: 120, 6: 180, 7: 200, 8: 220, 9: 240, 10: 260 },
  loadingSurcharge: { 1: 0, 2: 0, 3: 55, 4: 110, 5: 160, 6: 210, 7: 250, 8: 300, 9: 400, 10: 500 },
  perKmPrice: { 1: 15, 2: 17, 3: 19, 4: 21, 5: 23, 6: 25, 7: 27, 8: 29, 9: 31, 10: 33 },
};

export interface PriceInput {
  vehicleType: VehicleType;
  weightType: WeightType;
  distanceKm: number;
  includeInsurance: boolean;
  shipmentValue: number;
  hasTransportService: boolean;
}

export interface PriceBreakdown {
  basePrice: number;
  weightSurcharge: number;
  transportServicePrice: number;
  insurancePrice: number;
  riskSurcharge: number;
  /** Whole lira. */
  totalPrice: number;
  /** totalPrice minus insurance minus loading service. */
  shipmentPrice: number;
}

/** Money has at most 2 decimals on the wire (docs/decisions/0002-the-contract-openapi-yaml.md). */
export function roundMoney(value: number): number {
  // toFixed(6) first absorbs float noise such as 1234.5 × 0.03 = 37.034999999999997.
  return Math.round(Number((value * 100).toFixed(6))) / 100;
}

export function computePrice(input: PriceInput, params: PriceParams = priceParams): PriceBreakdown {
  const { vehicleType, weightType, distanceKm, includeInsurance, shipmentValue, hasTransportService } = input;
  const basePrice =
    distanceKm < params.shortDistanceKm
      ? params.shortDistancePrice[vehicleType]
      : params.openingFee[vehicleType] + distanceKm * params.perKmPrice[weightType];
  const weightSurcharge = params.weightSurcharge[weightType];
  // The product rules leave open whether loading and insurance apply when not chosen; a customer
  // would not expect to pay for a service they did not tick, so they apply only when chosen.
  const transportServicePrice = hasTransportService ? params.loadingSurcharge[weightType] : 0;
  const insurancePrice = includeInsurance ? roundMoney(Math.max(0, shipmentValue) * params.insuranceRate) : 0;
  const riskFee = params.riskFees[params.currentRisk - 1] ?? 0;
  const riskSurcharge = roundMoney(distanceKm * riskFee);
  const totalPrice = Math.round(
    basePrice + weightSurcharge + transportServicePrice + insurancePrice + riskSurcharge,
  );
  const shipmentPrice = roundMoney(totalPrice - insurancePrice - transportServicePrice);
  return {
    basePrice: roundMoney(basePrice),
    weightSurcharge,
    transportServicePrice,
    insurancePrice,
    riskSurcharge,
    totalPrice,
    shipmentPrice,
  };
}

/** Tender discount = accepted total minus total (negative when the tender made it cheaper). */
export function tenderDiscount(acceptedTotal: number | null | undefined, total: number): number {
  if (acceptedTotal === null || acceptedTotal === undefined) return 0;
  return roundMoney(acceptedTotal - total);
}
