// The panel's client-side bid check (docs/tender.md): the domain limits, the exact texts, and what the
// input should show afterwards (a too-high bid is reset to the limit).
import { bidMessage, checkBid, checkLowerBid, type OfferLike, type OwnOfferLike } from '@/domain/bid-limits';
import { parseMoney } from '@/domain/money-parse';
import { tenderMessages as m } from './messages';

export type BidInputValue = number | string | null | undefined;

export type BidValidation =
  | { ok: true; amount: number }
  | {
      ok: false;
      message: string;
      /** The value to put back into the input, when it changes. */ resetTo?: number;
    };

/** An amount from the money input (a number) or typed text, read by the domain's money rules. */
export function parseBidInput(value: BidInputValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const parsed = parseMoney(value);
  return parsed.ok ? parsed.value : null;
}

/**
 * A new bid, or with `own` the lowered amount of one's own active offer ("Teklifimi Düşür":
 * the limits over the other couriers' offers, below the own amount).
 */
export function validateBid(
  value: BidInputValue,
  offers: readonly (OfferLike & { priceQuoteOfferId?: number })[],
  listedTotal: number,
  own?: OwnOfferLike,
): BidValidation {
  const amount = parseBidInput(value);
  const check = own ? checkLowerBid(amount, own, offers, listedTotal) : checkBid(amount, offers, listedTotal);
  if (check.ok && amount !== null) return { ok: true, amount: Math.round(amount * 100) / 100 };
  if (check.ok) return { ok: false, message: bidMessage('BID_REQUIRED', 0) };
  const message = bidMessage(check.code, check.limit);
  return check.code === 'BID_TOO_HIGH' || check.code === 'BID_ABOVE_LIST_PRICE'
    ? { ok: false, message, resetTo: check.limit }
    : { ok: false, message };
}

/** docs/tender.md: selecting or cancelling needs an offer with a courier and status 1. */
export function offerActionError(
  offer: { courierId?: number | null; offerStatus?: number } | null | undefined,
): string | null {
  if (!offer || !offer.courierId || offer.offerStatus !== 1) return m.invalidOffer;
  return null;
}
