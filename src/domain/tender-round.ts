// A tender's rounds and its headline figure. A restart (8 → 2) opens a new round: the offers of
// earlier rounds are history, apart from this round's (they set no bid limit and won nothing
// now). Once a tender has ended there is no "lowest offer" any more, only its result.
import { lowestActiveOffer, OfferStatus, type OfferLike } from './bid-limits';

export interface RoundedOffer extends OfferLike {
  /** Missing on data from before rounds: round 1. */
  round?: number;
}

/** This round's offers and the earlier rounds' (a quote without a round has one round only). */
export function splitRounds<T extends RoundedOffer>(
  offers: readonly T[],
  round: number | undefined,
): { current: T[]; earlier: T[] } {
  const now = round ?? 1;
  const current: T[] = [];
  const earlier: T[] = [];
  for (const offer of offers) ((offer.round ?? 1) === now ? current : earlier).push(offer);
  return { current, earlier };
}

export type TenderHeadline =
  /** Running: the lowest active offer of this round, or none yet. */
  | { kind: 'lowest'; amount: number }
  | { kind: 'noOfferYet' }
  /** Ended with a winner: what the customer pays. */
  | { kind: 'won'; amount: number }
  /** Ended without a winner: the shipment goes on at the listed price. */
  | { kind: 'listedPrice' };

/** What the tender's headline shows, from this round's offers only. */
export function tenderHeadline(running: boolean, currentOffers: readonly RoundedOffer[]): TenderHeadline {
  if (running) {
    const lowest = lowestActiveOffer(currentOffers);
    return lowest > 0 ? { kind: 'lowest', amount: lowest } : { kind: 'noOfferYet' };
  }
  const winner = currentOffers.find((o) => o.offerStatus === OfferStatus.Won);
  return winner ? { kind: 'won', amount: winner.priceQuoteAmount } : { kind: 'listedPrice' };
}

/** An offer as the tender's end reads it. */
export interface SettlingOffer extends RoundedOffer {
  courierId: number;
  /** When it was made (epoch ms): of two equal offers the earlier wins. */
  createdAt: number;
  /** Whether its courier may still be given a job (approved, member status 1). */
  courierMayWork: boolean;
}

export type TenderOutcome<T extends SettlingOffer> =
  /** The offer's courier is assigned (status 3) at the offer price. */
  | { kind: 'won'; offer: T; price: number }
  /** No winner: the shipment goes on at the listed price and waits at 3 for a courier. */
  | { kind: 'listedPrice'; price: number };

/**
 * How a tender ends (docs/tender.md): the lowest active offer of its current round wins, if it is
 * within the listed total (the customer never pays more than the price shown) and its courier may
 * still work; ties go to the earlier offer. Else the listed price, with no courier.
 */
export function settleTender<T extends SettlingOffer>(
  tender: { round: number | undefined; listedTotal: number },
  offers: readonly T[],
): TenderOutcome<T> {
  const winner = splitRounds(offers, tender.round)
    .current.filter(
      (o) =>
        o.offerStatus === OfferStatus.Active && o.priceQuoteAmount <= tender.listedTotal && o.courierMayWork,
    )
    .sort((a, b) => a.priceQuoteAmount - b.priceQuoteAmount || a.createdAt - b.createdAt)[0];
  return winner
    ? { kind: 'won', offer: winner, price: winner.priceQuoteAmount }
    : { kind: 'listedPrice', price: tender.listedTotal };
}
