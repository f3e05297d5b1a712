// The IBAN as the courier reads and types it: capitals, in groups of four (ibantools' format),
// whatever was pasted (spaces, lower case). The check itself is validateIban in src/domain/iban.ts.
import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';

/** "tr33 0006 1005…" → "TR33 0006 1005 …"; text that is not an IBAN yet is grouped as typed. */
export function groupIban(value: string): string {
  return friendlyFormatIBAN(value.toLocaleUpperCase('tr-TR').replace(/İ/g, 'I')) ?? '';
}

/** The IBAN as it is sent: no spaces. */
export function compactIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}
