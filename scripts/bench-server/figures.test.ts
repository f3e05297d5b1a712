import { describe, expect, it } from 'vitest';
import {
  bidRuleBreaks,
  countAnswer,
  emptyCounts,
  latencySummary,
  lostOffers,
  percentile,
  settlementBreaks,
  type StoredOffer,
} from './figures';

const offer = (over: Partial<StoredOffer>): StoredOffer => ({
  offerId: 1,
  shipmentId: 7,
  courierId: 100,
  round: 1,
  status: 1,
  amount: 28_500,
  ...over,
});
const listed = new Map([[7, 30_000]]);

describe('the load benchmark figures', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([4], 99)).toBe(4);
    expect(percentile([], 50)).toBe(0);
    expect(latencySummary([3, 1, 2, 10])).toEqual({ count: 4, mean: 4, p50: 2, p95: 10, p99: 10, max: 10 });
  });

  it('passes a storm that kept the 95 % rule, one active offer per courier and one winner', () => {
    const offers = [
      offer({ offerId: 1, amount: 28_500 }),
      offer({ offerId: 2, courierId: 101, amount: 27_075 }),
      offer({ offerId: 3, courierId: 102, amount: 25_721, status: 3 }),
      // Another round starts again from the listed total.
      offer({ offerId: 4, round: 2, amount: 30_000 }),
    ];
    expect(bidRuleBreaks(offers, listed)).toEqual([]);
  });

  it('names an offer above 95 % of the lowest before it, whatever order the rows come in', () => {
    const offers = [
      offer({ offerId: 2, courierId: 101, amount: 27_076 }),
      offer({ offerId: 1, amount: 28_500 }),
    ];
    expect(bidRuleBreaks(offers, listed)).toEqual(['7/1: offer 2 (27076 kuruş) BID_TOO_HIGH']);
  });

  it('names offers above the listed total and below half of the lowest', () => {
    expect(bidRuleBreaks([offer({ amount: 30_001 })], listed)).toEqual([
      '7/1: offer 1 (30001 kuruş) BID_ABOVE_LIST_PRICE',
    ]);
    expect(bidRuleBreaks([offer({}), offer({ offerId: 2, courierId: 101, amount: 14_249 })], listed)).toEqual(
      ['7/1: offer 2 (14249 kuruş) BID_TOO_LOW'],
    );
  });

  it('names two active offers of one courier in a round, and two winners', () => {
    const twice = [offer({}), offer({ offerId: 2, amount: 27_075 })];
    expect(bidRuleBreaks(twice, listed)).toEqual(['7/1: courier 100 has 2 active offers']);
    const winners = [offer({ status: 3 }), offer({ offerId: 2, courierId: 101, amount: 27_075, status: 3 })];
    expect(bidRuleBreaks(winners, listed)).toEqual(['7/1: 2 winners']);
  });

  it('checks each tender settled exactly once with one winner at most', () => {
    const settled = { shipmentId: 7, tenderStatus: 2, shipmentStatus: 3, winners: 1, settledEntries: 1 };
    expect(settlementBreaks([settled])).toEqual([]);
    expect(settlementBreaks([{ ...settled, settledEntries: 2, winners: 2 }])).toEqual([
      '7: settled 2 times',
      '7: 2 winners',
    ]);
    expect(settlementBreaks([{ ...settled, tenderStatus: 1, shipmentStatus: 2, settledEntries: 0 }])).toEqual(
      ['7: tender still running', '7: shipment in status 2', '7: settled 0 times'],
    );
  });

  it('finds offers answered 201 that the database lost, and counts answers by kind', () => {
    expect(lostOffers([1, 2, 3], new Set([1, 3]))).toEqual([2]);
    const counts = emptyCounts();
    countAnswer(counts, 201);
    countAnswer(counts, 400, 'BID_TOO_HIGH');
    countAnswer(counts, 400, 'BID_TOO_HIGH');
    countAnswer(counts, 500, 'INTERNAL_ERROR');
    countAnswer(counts, null);
    expect(counts).toEqual({ ok: 1, refused: { BID_TOO_HIGH: 2 }, serverErrors: 1, noAnswer: 1 });
  });
});
