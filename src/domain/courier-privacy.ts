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

/**
 * What a caller sees of a bidder on a tender (issue 27): the customer and an admin choose, so they
 * get the full name and the courier's completed jobs ('chooser'); a courier sees their own offer in
 * full ('own') and the other bidders' first name and surname initial ('initial').
 */
export function bidderView(
  caller: { userId: number; roles: readonly string[] } | null,
  bidderId: number,
): 'chooser' | 'own' | 'initial' {
  if (caller && !caller.roles.includes('Courier')) return 'chooser';
  return caller?.userId === bidderId ? 'own' : 'initial';
}
