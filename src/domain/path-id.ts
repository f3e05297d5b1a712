// What a path id is, for both servers (decision 0070-issue-32-one-listing-helper): the contract's
// ids are integers 1..2147483647 (ID_MAX, int4), and a path segment names one only when written as
// such, in decimal without sign, point, exponent, leading zero or spaces ("01", "1.0", "+1", "1e3"
// are not member 1 or shipment 1000). Anything else names no row, so an operation answers it as it
// answers an unknown id: its NOT_FOUND code, or whatever it answers for an unknown row (a document
// is 403 to anyone but staff and its owner, known or not). The contract declares no 400 for these
// operations; a 404 is what it lists.
import { fail } from './api-errors';
import { ID_MAX } from './limits';

const DECIMAL = /^[1-9][0-9]{0,9}$/;

/** The id a path segment names, or null when it names none (no row has it). */
export function pathId(value: unknown): number | null {
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null;
  const id = Number(value);
  return id <= ID_MAX ? id : null;
}

/** The path id, or the operation's refusal of an unknown id (`notFoundCode`, with its catalogue status). */
export function idParam(value: unknown, notFoundCode: string): number {
  const id = pathId(value);
  if (id === null) fail(notFoundCode);
  return id;
}
