// What one side of a job learns of the other (issue 27, item 4). Used by the emulated server
// (mocks/services/users.ts, handlers/tender.ts); a real server applies the same rules.
import { isFullAddressVisible } from './shipment-visibility';

/**
 * A customer gets the courier's phone only while that courier carries their shipment, statuses
 * 3 to 7: the same window in which the courier sees the full addresses.
 */
export function isCourierPhoneVisible(shipmentStatus: number): boolean {
  return isFullAddressVisible(shipmentStatus);
}

/** What a courier bidding sees of another bidder: "Hasan Çelik" → "Hasan Ç.". */
export function bidderName(name: string, surname: string): string {
  const initial = surname.trim().charAt(0).toLocaleUpperCase('tr-TR');
  return [name.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}
