// docs/tender.md: courier bid limits against the lowest active offer (offer status 1).
// Limits are money with 2 decimals, rounded towards the allowed side so that the amount the
// message proposes is always accepted: the maximum is rounded down, the minimum up.

export const OfferStatus = { Active: 1, Withdrawn: 2, Won: 3 } as const;
export type OfferStatusCode = (typeof OfferStatus)[keyof typeof OfferStatus];

export const offerStatusLabels: Record<OfferStatusCode, string> = {
  1: 'Teklif Verdi',
  2: 'İptal Etti',
  3: 'İhaleyi Aldı',
};

export const PriceQuoteStatus = { InProgress: 1, Completed: 2 } as const;
export const priceQuoteStatusLabels: Record<1 | 2, string> = { 1: 'Devam Ediyor', 2: 'Tamamlandı' };

export const TENDER_DURATION_MINUTES = 30;
export const BID_MAX_RATIO = 0.95;
export const BID_MIN_RATIO = 0.5;

export interface OfferLike {
  offerStatus: number;
  priceQuoteAmount: number;
}

export type BidErrorCode =
  | 'BID_REQUIRED'
  | 'BID_TOO_HIGH'
  | 'BID_TOO_LOW'
  | 'BID_ABOVE_LIST_PRICE'
  | 'BID_BELOW_LIST_MIN'
  | 'BID_NOT_LOWER';
export type BidCheck = { ok: true } | { ok: false; code: BidErrorCode; limit: number };

/** Lowest amount among active offers (status 1); 0 when there is none. */
export function lowestActiveOffer(offers: readonly OfferLike[]): number {
  const active = offers.filter((o) => o.offerStatus === OfferStatus.Active).map((o) => o.priceQuoteAmount);
  return active.length === 0 ? 0 : Math.min(...active);
}

// A tiny epsilon keeps 0.95 × 300 = 284.99999999999994 from flooring to 284.99.
const floor2 = (v: number) => Math.floor(v * 100 + 1e-6) / 100;
const ceil2 = (v: number) => Math.ceil(v * 100 - 1e-6) / 100;

export interface BidLimits {
  /** Lowest active offer, 0 when there is none. */
  lowest: number;
  max: number;
  min: number;
  /** What the limits are taken from: the other couriers' active offers, or the listed total. */
  basis: 'offers' | 'list';
}

/**
 * docs/tender.md's 95% / 50% of the lowest active offer. With no active offer (issue 14, docs/decisions/0004-the-emulated-server.md)
 * the listed total is the ceiling and half of it the floor, so a tender can never make the
 * customer pay more than the price they were shown; the ceiling holds with offers too.
 */
export function bidLimits(offers: readonly OfferLike[], listedTotal: number): BidLimits {
  const lowest = lowestActiveOffer(offers);
  const ceiling = floor2(listedTotal);
  if (lowest === 0) return { lowest, max: ceiling, min: ceil2(listedTotal * BID_MIN_RATIO), basis: 'list' };
  return {
    lowest,
    max: Math.min(floor2(lowest * BID_MAX_RATIO), ceiling),
    min: ceil2(lowest * BID_MIN_RATIO),
    basis: 'offers',
  };
}

/** Checks a bid against the active offers and the shipment's listed total. */
export function checkBid(
  amount: number | null | undefined,
  offers: readonly OfferLike[],
  listedTotal: number,
): BidCheck {
  const { max, min, basis } = bidLimits(offers, listedTotal);
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) {
    return { ok: false, code: 'BID_REQUIRED', limit: max };
  }
  if (amount > max)
    return { ok: false, code: basis === 'list' ? 'BID_ABOVE_LIST_PRICE' : 'BID_TOO_HIGH', limit: max };
  if (amount < min)
    return { ok: false, code: basis === 'list' ? 'BID_BELOW_LIST_MIN' : 'BID_TOO_LOW', limit: min };
  return { ok: true };
}

export function formatBidLimit(limit: number): string {
  return new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(limit);
}

/** The exact docs/tender.md texts; the limit is written in Turkish number format with 2 decimals. */
export function bidMessage(code: BidErrorCode, limit: number): string {
  switch (code) {
    case 'BID_REQUIRED':
      return 'Lütfen teklif tutarını giriniz';
    case 'BID_TOO_HIGH':
      return `Teklifiniz diğer tekliflerden en az %5 daha az olmalıdır. Lütfen ${formatBidLimit(limit)} ve altında teklif giriniz`;
    case 'BID_TOO_LOW':
      return `Teklifiniz diğer tekliflerden en fazla %50 daha az olabilir. Lütfen ${formatBidLimit(limit)} ve üzerinde teklif giriniz`;
    case 'BID_ABOVE_LIST_PRICE':
      return `Teklifiniz gönderinin liste fiyatından yüksek olamaz. Lütfen ${formatBidLimit(limit)} ve altında teklif giriniz`;
    case 'BID_BELOW_LIST_MIN':
      return `Teklifiniz liste fiyatının en fazla %50 altında olabilir. Lütfen ${formatBidLimit(limit)} ve üzerinde teklif giriniz`;
    case 'BID_NOT_LOWER':
      return `Yeni teklifiniz mevcut teklifinizden düşük olmalıdır. Lütfen ${formatBidLimit(limit)} altında teklif giriniz`;
  }
}

export interface OwnOfferLike extends OfferLike {
  priceQuoteOfferId: number;
}

/**
 * The limits for lowering one's own active offer (issue 16, "Teklifimi Düşür"): docs/tender.md's limits
 * computed over the OTHER couriers' active offers (one's own offer does not bound itself), and
 * never above the own offer minus a kuruş.
 */
export function lowerBidLimits(
  own: OwnOfferLike,
  offers: readonly (OfferLike & { priceQuoteOfferId?: number })[],
  listedTotal: number,
): BidLimits {
  const others = offers.filter((o) => o.priceQuoteOfferId !== own.priceQuoteOfferId);
  const limits = bidLimits(others, listedTotal);
  return { ...limits, max: Math.min(limits.max, floor2(own.priceQuoteAmount - 0.01)) };
}

/**
 * Checks a lowered amount for one's own active offer: lower than it, within the others' limits.
 * An amount not below the own offer names the ceiling of `lowerBidLimits` (the one the form's
 * hint shows): the others' limit when it is the tighter one (issue 28: "456,00" was named where
 * 410,40 was the limit), else "lower than your offer".
 */
export function checkLowerBid(
  amount: number | null | undefined,
  own: OwnOfferLike,
  offers: readonly (OfferLike & { priceQuoteOfferId?: number })[],
  listedTotal: number,
): BidCheck {
  const others = offers.filter((o) => o.priceQuoteOfferId !== own.priceQuoteOfferId);
  if (amount !== null && amount !== undefined && Number.isFinite(amount) && amount >= own.priceQuoteAmount) {
    const { max, basis } = lowerBidLimits(own, offers, listedTotal);
    if (max < floor2(own.priceQuoteAmount - 0.01))
      return { ok: false, code: basis === 'list' ? 'BID_ABOVE_LIST_PRICE' : 'BID_TOO_HIGH', limit: max };
    return { ok: false, code: 'BID_NOT_LOWER', limit: own.priceQuoteAmount };
  }
  return checkBid(amount, others, listedTotal);
}

export type SelectionErrorCode = 'OFFER_INVALID' | 'OFFER_ABOVE_LIST_PRICE';
export type SelectionCheck = { ok: true } | { ok: false; code: SelectionErrorCode };

/**
 * Whether the customer (or an admin) may select an offer while the tender runs: an active offer
 * (status 1) that is the one the client sent (the ids, when sent, must match), and never above the
 * shipment's listed total: whatever is stored, a tender never makes the customer pay more.
 */
export function checkSelection(
  offer: (OwnOfferLike & { courierId: number }) | undefined,
  listedTotal: number,
  sent: { priceQuoteOfferId?: number | null; courierId?: number | null } = {},
): SelectionCheck {
  const matches =
    !!offer &&
    (sent.priceQuoteOfferId === undefined ||
      sent.priceQuoteOfferId === null ||
      sent.priceQuoteOfferId === offer.priceQuoteOfferId) &&
    (sent.courierId === undefined || sent.courierId === null || sent.courierId === offer.courierId);
  if (!offer || offer.offerStatus !== OfferStatus.Active || !matches)
    return { ok: false, code: 'OFFER_INVALID' };
  if (offer.priceQuoteAmount > listedTotal) return { ok: false, code: 'OFFER_ABOVE_LIST_PRICE' };
  return { ok: true };
}

/** A tender that still takes bids and selections: in progress (1) and before its end (epoch ms). */
export function isQuoteRunning(
  quote: { status: number; endDate: number } | null | undefined,
  at: number,
): boolean {
  return !!quote && quote.status === PriceQuoteStatus.InProgress && at < quote.endDate;
}
