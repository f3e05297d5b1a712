// The steps of the shipment form (docs/screens-and-routes.md, ids and order) and each step's check (docs/forms-and-validation.md through
// the shared domain validators, so the server and the form agree).
import type { ParamRow } from '@/domain/params';
import { messageFor } from '@/domain/validation-messages';
import {
  validateAddress,
  validateDeliveries,
  validateGuestPhone,
  validateInsurance,
  validateShipmentFeatures,
  type ValidationError,
} from '@/domain/validators';
import { toValidationInput, type ShipmentFormValues } from './form-values';

export const StepId = {
  Features: 1,
  User: 7,
  Pickup: 4,
  Deliveries: 5,
  Insurance: 3,
  Payment: 2,
  Complete: 6,
} as const;
export type StepId = (typeof StepId)[keyof typeof StepId];

export const stepTitles: Record<StepId, string> = {
  1: 'Gönderi Özellikleri',
  7: 'Kullanıcı Bilgileri',
  4: 'Çıkış Adresi',
  5: 'Varış Adresi',
  3: 'Güvence Hizmeti',
  2: 'Ödeme Yöntemi',
  6: 'İşlemi Tamamla',
};

const ORDER: readonly StepId[] = [1, 7, 4, 5, 3, 2, 6];

export interface StepContext {
  /** Step 7 shows (and is checked) only for a guest in create mode. */
  showUserStep: boolean;
  /** The ShipmentWeight rows the form offers (the weight check reads the same rows). */
  weightRows?: readonly ParamRow[];
}

export function visibleSteps({ showUserStep }: StepContext): StepId[] {
  return ORDER.filter((id) => id !== StepId.User || showUserStep);
}

export function nextStep(step: StepId, ctx: StepContext): StepId | null {
  const steps = visibleSteps(ctx);
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** Domain field paths (`shipmentList[0].startAddress.cityId`) as form paths (`shipmentList.0…`). */
export function toFormPath(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1');
}

/** The errors of one step, with form paths. Step 6 checks everything. */
export function stepErrors(step: StepId, values: ShipmentFormValues, ctx: StepContext): ValidationError[] {
  const input = toValidationInput(values);
  let errors: ValidationError[];
  switch (step) {
    case StepId.Features:
      errors = validateShipmentFeatures(input, ctx).filter((e) => e.field !== 'paymentType');
      break;
    case StepId.User:
      errors = ctx.showUserStep ? validateGuestPhone(values.guestPhone, 'guestPhone') : [];
      break;
    case StepId.Pickup:
      errors = validateAddress(input.startAddress, 'START', 'startAddress');
      break;
    case StepId.Deliveries:
      errors = validateDeliveries(input.shipmentList);
      break;
    case StepId.Insurance:
      errors = validateInsurance(input);
      break;
    case StepId.Payment:
      errors = validateShipmentFeatures(input, ctx).filter((e) => e.field === 'paymentType');
      break;
    case StepId.Complete:
      errors = visibleSteps(ctx)
        .filter((s) => s !== StepId.Complete)
        .flatMap((s) => stepErrors(s, values, ctx));
      break;
  }
  return errors.map((e) => ({ ...e, field: toFormPath(e.field) }));
}

/** Which step a form path belongs to (to open the first step with an error). */
export function stepOfField(path: string): StepId {
  if (path === 'guestPhone') return StepId.User;
  if (path.startsWith('startAddress')) return StepId.Pickup;
  if (path.startsWith('shipmentList')) return StepId.Deliveries;
  if (path === 'shipmentValue') return StepId.Insurance;
  if (path === 'paymentType') return StepId.Payment;
  return StepId.Features;
}

/** Field errors for @mantine/form: the catalogue text of each code (the first per field). */
export function formErrorsOf(errors: readonly ValidationError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) out[e.field] ??= messageFor(e.code);
  return out;
}

/** The texts the warning dialog lists: each message once, in step order. */
export function dialogLines(errors: readonly ValidationError[]): string[] {
  return [...new Set(errors.map((e) => messageFor(e.code)))];
}
