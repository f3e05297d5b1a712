// Searching the admin lists by phone (the `q` parameter): one rule for every server. A search text
// is read as a phone only when it has nothing but a phone's characters and at least
// PHONE_SEARCH_MIN_DIGITS digits, so a shipment number or a name is not read as one; either side
// may be written with or without the leading 0 or +90, with spaces, dashes or brackets.

/** The fewest digits a phone search needs (fewer would match almost every number). */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/** Digits of a phone as typed ("0532 111 22 33", "+90 532…", "532…"), without the country code or leading 0. */
export function phoneDigits(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^90(?=5\d{9}$)/, '')
    .replace(/^0/, '');
}

/**
 * The digits a search text `q` looks for in phones (as phoneDigits writes them), or undefined when
 * `q` is not read as a phone: other characters than a phone's, or fewer than PHONE_SEARCH_MIN_DIGITS digits.
 */
export function phoneSearchDigits(q: string): string | undefined {
  const text = q.trim();
  if (!/^[\d\s()+-]+$/.test(text)) return undefined;
  const digits = phoneDigits(text);
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : undefined;
}

/** Whether the search text `q` is (part of) one of the phones. */
export function matchesPhoneSearch(q: string, ...phones: (string | null | undefined)[]): boolean {
  const digits = phoneSearchDigits(q);
  return digits !== undefined && phones.some((p) => p && phoneDigits(p).includes(digits));
}
