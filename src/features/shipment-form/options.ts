// Dropdown options read from the parameter tables (docs/data-model.md): weights by vehicle, payment types
// with their enabled flag, content types, vehicle types.
import { paramOptions, paramTables, type ParamRow } from '@/domain/params';

export interface Option {
  code: number;
  name: string;
  disabled?: boolean;
}

/** Weight classes of the vehicle type: rows whose paramValueNumber2 is that vehicle. */
export function weightOptions(rows: readonly ParamRow[] | undefined, vehicleType: number): Option[] {
  return paramOptions(rows ?? paramTables.ShipmentWeight, vehicleType);
}

/** Payment types; paramValueNumber2 = 0 means shown but disabled (IBAN). */
export function paymentOptions(rows: readonly ParamRow[] | undefined): Option[] {
  return (rows ?? paramTables.PaymentType).map((r) => ({
    code: Number(r.paramCode),
    name: r.paramDescription,
    disabled: r.paramValueNumber2 === 0,
  }));
}

export function plainOptions(rows: readonly ParamRow[] | undefined, fallback: readonly ParamRow[]): Option[] {
  return paramOptions(rows ?? fallback);
}
