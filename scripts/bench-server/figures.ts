// The load benchmark's pure parts (`npm run bench:server`, docs/server.md "Load benchmark"):
// percentiles of latencies, and the rule checks run over what the database holds after a storm, a
// settlement or a fault: the tender's rules are src/domain/bid-limits.ts's, replayed offer by offer.
import { checkBid, OfferStatus } from '@/domain/bid-limits';

/** Nearest-rank percentile (p in 0..100) of values sorted ascending; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The mean, p50/p95/p99 and the maximum of latencies in ms, rounded to 0.1 ms. */
export function latencySummary(ms: readonly number[]): LatencySummary {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    count: sorted.length,
    mean: round(sorted.length === 0 ? 0 : sorted.reduce((a, b) => a + b, 0) / sorted.length),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** An offer as stored (amount in kuruş), in the order the database gave it its id. */
export interface StoredOffer {
  offerId: number;
  shipmentId: number;
  courierId: number;
  round: number;
  status: number;
  amount: number;
}

const keyOf = (o: { shipmentId: number; round: number }) => `${o.shipmentId}/${o.round}`;

function byTenderRound(offers: readonly StoredOffer[]): Map<string, StoredOffer[]> {
  const groups = new Map<string, StoredOffer[]>();
  for (const o of [...offers].sort((a, b) => a.offerId - b.offerId)) {
    const group = groups.get(keyOf(o));
    if (group) group.push(o);
    else groups.set(keyOf(o), [o]);
  }
  return groups;
}

/**
 * The rules a storm must not break, over the offers it left: at most one active offer per courier
 * and round, at most one winner per round, and each offer, in the order it was stored, within
 * bid-limits.ts's limits (95 % of the lowest offer before it, at least half of it, never above the
 * listed total in kuruş). The storm never withdraws or lowers an offer, so every offer stored
 * before another was active when that one came (a winner too: it won at the end). Returns one line
 * per break; none is a pass.
 */
export function bidRuleBreaks(
  offers: readonly StoredOffer[],
  listedTotalKurus: ReadonlyMap<number, number>,
): string[] {
  const breaks: string[] = [];
  for (const [key, group] of byTenderRound(offers)) {
    const active = new Map<number, number>();
    for (const o of group)
      if (o.status === OfferStatus.Active) active.set(o.courierId, (active.get(o.courierId) ?? 0) + 1);
    for (const [courierId, n] of active)
      if (n > 1) breaks.push(`${key}: courier ${courierId} has ${n} active offers`);
    const winners = group.filter((o) => o.status === OfferStatus.Won).length;
    if (winners > 1) breaks.push(`${key}: ${winners} winners`);
    const listed = listedTotalKurus.get(group[0]!.shipmentId);
    if (listed === undefined) {
      breaks.push(`${key}: no listed total`);
      continue;
    }
    const before: { offerStatus: number; priceQuoteAmount: number }[] = [];
    for (const o of group) {
      const check = checkBid(o.amount / 100, before, listed / 100);
      if (!check.ok) breaks.push(`${key}: offer ${o.offerId} (${o.amount} kuruş) ${check.code}`);
      before.push({ offerStatus: OfferStatus.Active, priceQuoteAmount: o.amount / 100 });
    }
  }
  return breaks;
}

/** A tender after the clock settled it: its status, its winners, its settling history entries. */
export interface SettledTender {
  shipmentId: number;
  tenderStatus: number;
  shipmentStatus: number;
  winners: number;
  /** History entries to status 3 (a settlement writes exactly one). */
  settledEntries: number;
}

/** Each tender settled exactly once (tender 2, shipment 3, one history entry), one winner at most. */
export function settlementBreaks(tenders: readonly SettledTender[]): string[] {
  const breaks: string[] = [];
  for (const t of tenders) {
    if (t.tenderStatus !== 2) breaks.push(`${t.shipmentId}: tender still running`);
    if (t.shipmentStatus !== 3) breaks.push(`${t.shipmentId}: shipment in status ${t.shipmentStatus}`);
    if (t.settledEntries !== 1) breaks.push(`${t.shipmentId}: settled ${t.settledEntries} times`);
    if (t.winners > 1) breaks.push(`${t.shipmentId}: ${t.winners} winners`);
  }
  return breaks;
}

/** Offers answered 201 that the database does not hold. */
export function lostOffers(answered: Iterable<number>, stored: ReadonlySet<number>): number[] {
  return [...answered].filter((id) => !stored.has(id));
}

/** Answers counted by kind: 2xx, 4xx by code, 5xx, and requests that got no answer. */
export interface AnswerCounts {
  ok: number;
  refused: Record<string, number>;
  serverErrors: number;
  noAnswer: number;
}

export const emptyCounts = (): AnswerCounts => ({ ok: 0, refused: {}, serverErrors: 0, noAnswer: 0 });

export function countAnswer(counts: AnswerCounts, status: number | null, code?: string): void {
  if (status === null) counts.noAnswer += 1;
  else if (status >= 500) counts.serverErrors += 1;
  else if (status >= 400) {
    const name = code ?? String(status);
    counts.refused[name] = (counts.refused[name] ?? 0) + 1;
  } else counts.ok += 1;
}

/** Where the CPU went during a storm, in cores (1: one core busy all along). */
export interface CpuUse {
  /** The server processes (on PGlite the database runs inside them). */
  server: number;
  /** PostgreSQL's backends of the database (null on PGlite). */
  database: number | null;
  /** This process, the client. */
  client: number;
  /** The whole machine, every session's work included, of `cores`. */
  machine: number;
  cores: number;
}

/** A storm's figures (scripts/bench-server/main.ts storm). */
export interface StormFigures {
  seconds: number;
  servers: number;
  attempts: number;
  bids: number;
  bidsPerSecond: number;
  latency: LatencySummary;
  counts: AnswerCounts;
  resyncs: number;
}

/** The CSV export as measured: a 404 is an export the server does not serve. */
export interface ExportResult {
  served: boolean;
  path: string;
  status?: number;
  ms?: number;
  bytes?: number;
  rows?: number;
  peakRssMb?: number;
  rssBeforeMb?: number;
}
