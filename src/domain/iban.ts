// IBAN check (docs/forms-and-validation.md), apart from the other validators: ibantools is only needed where
// an IBAN is entered (courier registration), not by every form that validates a phone.
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { ValidationError } from './validators';

/** IBAN: required, capital letters and digits only (spaces allowed for grouping), TR, valid. */
export function validateIban(value: string | null | undefined, field = 'iban'): ValidationError[] {
  const raw = (value ?? '').replace(/\s/g, '');
  if (raw === '') return [{ field, code: 'IBAN_REQUIRED' }];
  if (!/^[A-Z0-9]+$/.test(raw)) return [{ field, code: 'IBAN_FORMAT' }];
  if (!raw.startsWith('TR')) return [{ field, code: 'IBAN_COUNTRY' }];
  const iban = electronicFormatIBAN(raw) ?? raw;
  return isValidIBAN(iban) ? [] : [{ field, code: 'IBAN_INVALID' }];
}

/** An IBAN as typed or pasted ("tr33 0006 1005…"), as it is stored: no spaces, capitals. */
export function normalizeIban(value: string | null | undefined): string {
  return (value ?? '').replace(/\s/g, '').toUpperCase();
}

/** The IBAN shown in groups of four ("TR33 0006 1005 1978 6457 8413 26"). */
export function formatIbanGroups(value: string | null | undefined): string {
  return normalizeIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
