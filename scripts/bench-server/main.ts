// `npm run bench:server`: a load benchmark of the real server on PGlite and on PostgreSQL (issue
// 32; docs/server.md "Load benchmark", decision 0071). Seeds the data set in bulk SQL, then on each
// engine, on loopback, with bounded request loops: the admin's shipment list (page 1 and 2,000),
// a courier's open jobs, the full CSV export, a tender storm, the settlement of every tender at
// once, on PostgreSQL the same with two server processes on one database, and a fault run (kill -9
// in the middle of a storm, then a restart). Checks the rules over what the database holds after
// each, and writes bench-results/server.json and bench-results/server.md.
//
// Run through scripts/with-postgres.mjs (the npm script), which gives DATABASE_URL; run alone
// (`node --import tsx scripts/bench-server/main.ts`) it measures PGlite only.
// BENCH_SCALE (1: the 100,000 shipments), BENCH_SECONDS (60 per storm), BENCH_CONCURRENCY
// (32 requests in flight), BENCH_COURIERS (200 couriers signed in for the storms), BENCH_PORT
// (8811: the servers take it and the next ones), BENCH_PG_PORT (54341, the npm script's PostgreSQL),
// BENCH_ENGINES (pglite,postgres).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import {
  bidRuleBreaks,
  countAnswer,
  emptyCounts,
  latencySummary,
  lostOffers,
  settlementBreaks,
  type CpuUse,
  type ExportResult,
  type LatencySummary,
  type StormFigures,
  type SettledTender,
  type StoredOffer,
} from './figures';
import {
  cpuSeconds,
  killServerProcess,
  killStartedServers,
  machineCpu,
  request,
  rssMb,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './http';
import {
  ADMIN_PHONE,
  advanceClock,
  BENCH_PASSWORD,
  courierPhone,
  isClassTwo,
  rearmTenders,
  seedBench,
  seedSize,
  tendersOf,
} from './seed';
import { markdown } from './report';

const env = process.env;
const scale = Number(env.BENCH_SCALE ?? 1);
const seconds = Number(env.BENCH_SECONDS ?? 60);
const concurrency = Number(env.BENCH_CONCURRENCY ?? 32);
const portBase = Number(env.BENCH_PORT ?? 8811);
const size = seedSize(scale);
const stormCouriers = Math.min(Number(env.BENCH_COURIERS ?? 200), Math.floor(size.couriers * 0.8));
const engines = (env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());

const log = (text: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (v: number) => Math.round(v * 10) / 10;

type Engine = 'pglite' | 'postgres';
interface Where {
  engine: Engine;
  dataDir: string;
  databaseUrl?: string;
}

const openDb = (where: Where) =>
  openDatabase(where.engine === 'postgres' ? { databaseUrl: where.databaseUrl } : { dataDir: where.dataDir });

interface Courier {
  userId: number;
  phone: string;
  token: string;
}

async function signIn(base: string, phone: string, loginType: 3 | 4): Promise<string> {
  const answer = await request(base, 'POST', '/auth/login', {
    body: { identifier: phone, password: BENCH_PASSWORD, loginType },
  });
  const token = (answer.data as { accessToken?: string } | undefined)?.accessToken;
  if (answer.status !== 200 || !token)
    throw new Error(`sign-in of ${phone}: ${answer.status} ${answer.code}`);
  return token;
}

const userIdOf = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { userId: number }).userId;

/** The storm's couriers (vehicle class 1), signed in through the API, a few at a time. */
async function signInCouriers(base: string): Promise<Courier[]> {
  const phones: string[] = [];
  for (let i = 1; phones.length < stormCouriers; i += 1) if (!isClassTwo(i)) phones.push(courierPhone(i));
  const couriers: Courier[] = [];
  for (let i = 0; i < phones.length; i += 8) {
    const batch = await Promise.all(
      phones.slice(i, i + 8).map(async (phone) => {
        const token = await signIn(base, phone, 4);
        return { phone, token, userId: userIdOf(token) };
      }),
    );
    couriers.push(...batch);
  }
  return couriers;
}

// ---------------------------------------------------------------------------------------------
// Reads

interface ReadResult {
  path: string;
  latency: LatencySummary;
  bytes: number;
  status: number;
  note?: string;
}

/** The same GET, one after another, `count` times or until `maxMs` passed. */
async function timeGets(base: string, path: string, token: string, count: number, maxMs = 30_000) {
  const ms: number[] = [];
  let last: { status: number; bytes: number; data?: unknown } = { status: 0, bytes: 0 };
  const until = performance.now() + maxMs;
  for (let i = 0; i < count && performance.now() < until; i += 1) {
    const answer = await request(base, 'GET', path, { token });
    ms.push(answer.ms);
    last = answer;
  }
  return { path, latency: latencySummary(ms), bytes: last.bytes, status: last.status, data: last.data };
}

const LIST_FILTER = 'status=40&status=50&isTender=false&sort=-totalPrice';

/** The streamed CSV export: time to last byte, bytes, rows, the server's peak RSS meanwhile. */
async function measureExport(server: ServerProcess, token: string): Promise<ExportResult> {
  const path = `/admin/shipments/export?${LIST_FILTER}`;
  const rssBeforeMb = rssMb(server.pid);
  let peak = rssBeforeMb;
  const watch = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 25);
  let newlines = 0;
  let lastByte = 10;
  try {
    const answer = await request(server.base, 'GET', path, {
      token,
      parse: false,
      onChunk: (chunk) => {
        for (const byte of chunk) if (byte === 10) newlines += 1;
        lastByte = chunk.at(-1) ?? lastByte;
      },
    });
    peak = Math.max(peak, rssMb(server.pid));
    if (answer.status === 404) return { served: false, path, status: 404 };
    // The header line is not a row; a last line without its newline is one.
    const rows = newlines - 1 + (lastByte === 10 ? 0 : 1);
    return {
      served: answer.status === 200,
      path,
      status: answer.status,
      ms: Math.round(answer.ms),
      bytes: answer.bytes,
      rows,
      peakRssMb: peak,
      rssBeforeMb,
    };
  } finally {
    clearInterval(watch);
  }
}

async function measureReads(server: ServerProcess, admin: string, courier: Courier) {
  const base = server.base;
  const first = await timeGets(base, `/admin/shipments?${LIST_FILTER}&page=1&pageSize=20`, admin, 10);
  const total = (first.data as { total?: number } | undefined)?.total ?? 0;
  const page = Math.max(1, Math.min(2000, Math.ceil(total / 20)));
  const deep = await timeGets(base, `/admin/shipments?${LIST_FILTER}&page=${page}&pageSize=20`, admin, 10);
  const jobs = await timeGets(base, '/courier/tenders', courier.token, 5, 60_000);
  const exported = await measureExport(server, admin);
  const strip = ({ data: _, ...rest }: Awaited<ReturnType<typeof timeGets>>): ReadResult => rest;
  return {
    adminList: { ...strip(first), total },
    adminDeep: { ...strip(deep), page },
    courierTenders: { ...strip(jobs), jobs: Array.isArray(jobs.data) ? jobs.data.length : 0 },
    export: exported,
  };
}

// ---------------------------------------------------------------------------------------------
// Where the CPU went during a storm, in cores (1 = one core busy all along)

async function backendPids(where: Where): Promise<number[]> {
  if (where.engine !== 'postgres') return [];
  const client = new pg.Client({ connectionString: where.databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** Starts measuring; the function it returns ends it. */
async function cpuMeter(where: Where, serverPids: number[]) {
  const started = performance.now();
  const client = process.cpuUsage();
  const machine = machineCpu();
  const server = serverPids.map(cpuSeconds);
  const backends = new Map((await backendPids(where)).map((pid) => [pid, cpuSeconds(pid)]));
  return async (): Promise<CpuUse> => {
    const elapsed = (performance.now() - started) / 1000;
    const cores = (v: number) => Math.round((v / elapsed) * 100) / 100;
    const backendNow = await backendPids(where);
    const database = backendNow.reduce((sum, pid) => sum + cpuSeconds(pid) - (backends.get(pid) ?? 0), 0);
    const clientUse = process.cpuUsage(client);
    const machineNow = machineCpu();
    const allCores = (machineNow.total - machine.total) / elapsed;
    return {
      server: cores(serverPids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - server[i]!, 0)),
      database: where.engine === 'postgres' ? cores(database) : null,
      client: cores((clientUse.user + clientUse.system) / 1e6),
      machine: cores(machineNow.busy - machine.busy),
      cores: Math.round(allCores),
    };
  };
}

// ---------------------------------------------------------------------------------------------
// The tender storm

interface TenderState {
  id: number;
  listed: number;
  lowest: number | null;
  bidders: Set<number>;
  live: boolean;
}

/** A storm's figures, and the ids of the offers it got 201 for (checked against the database). */
type StormResult = StormFigures & { answeredOfferIds: number[] };

const freshTenders = (listed: Map<number, number>): TenderState[] =>
  [...listed].map(([id, total]) => ({ id, listed: total, lowest: null, bidders: new Set(), live: true }));

/**
 * `concurrency` loops bid for `seconds` (and at most 5,000 bids a second in all), loop i on
 * servers[i % n]: 80 % of bids go to the first tenth of the tenders still open (many couriers on
 * the same tenders), each at 95 % of the lowest offer the client knows of, by a courier with no
 * offer there yet. A refusal for the 95 % rule re-reads the tender (a resync). `during` runs
 * alongside (the fault run's kill and restart); a request that gets no answer waits 50 ms.
 */
async function storm(
  servers: () => string[],
  couriers: Courier[],
  tenders: TenderState[],
  during?: () => Promise<void>,
): Promise<StormResult> {
  const counts = emptyCounts();
  const latencies: number[] = [];
  const answered: number[] = [];
  let attempts = 0;
  let resyncs = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const maxAttempts = seconds * 5000;
  const random = (n: number) => Math.floor(Math.random() * n);
  const pick = (): { tender: TenderState; courier: Courier } | null => {
    for (let tries = 0; tries < 20; tries += 1) {
      const live = tenders.filter((t) => t.live);
      if (live.length === 0) return null;
      const hot = live.slice(0, Math.max(1, Math.ceil(live.length / 10)));
      const tender = Math.random() < 0.8 ? hot[random(hot.length)]! : live[random(live.length)]!;
      if (tender.bidders.size >= couriers.length) {
        tender.live = false;
        continue;
      }
      for (let c = 0; c < 8; c += 1) {
        const courier = couriers[random(couriers.length)]!;
        if (!tender.bidders.has(courier.userId)) return { tender, courier };
      }
    }
    return null;
  };
  const loop = async (i: number) => {
    while (performance.now() < deadline && attempts < maxAttempts) {
      const chosen = pick();
      if (!chosen) return;
      const { tender, courier } = chosen;
      const basis = tender.lowest ?? tender.listed;
      const amount = Math.floor((basis * 95) / 100);
      if (amount < 1 || amount < Math.ceil(basis / 2)) {
        tender.live = false;
        continue;
      }
      const list = servers();
      const base = list[i % list.length]!;
      tender.bidders.add(courier.userId);
      attempts += 1;
      let answer;
      try {
        answer = await request(base, 'POST', `/shipment/${tender.id}/price-quote`, {
          token: courier.token,
          body: { priceQuoteAmount: amount / 100 },
        });
      } catch {
        countAnswer(counts, null);
        tender.bidders.delete(courier.userId);
        await sleep(50);
        continue;
      }
      latencies.push(answer.ms);
      countAnswer(counts, answer.status, answer.code);
      if (answer.status === 201) {
        const offer = answer.data as { priceQuoteOfferId: number; priceQuoteAmount: number };
        answered.push(offer.priceQuoteOfferId);
        const kurus = Math.round(offer.priceQuoteAmount * 100);
        tender.lowest = tender.lowest === null ? kurus : Math.min(tender.lowest, kurus);
      } else if (answer.code === 'TENDER_CLOSED') tender.live = false;
      else if (answer.code !== 'OFFER_ALREADY_ACTIVE') {
        tender.bidders.delete(courier.userId);
        if (answer.code === 'BID_TOO_HIGH' || answer.code === 'BID_ABOVE_LIST_PRICE') {
          resyncs += 1;
          try {
            const quote = await request(base, 'GET', `/shipment/${tender.id}/price-quote`, {
              token: courier.token,
            });
            const offers =
              (quote.data as { offers?: { offerStatus: number; priceQuoteAmount: number }[] } | undefined)
                ?.offers ?? [];
            const active = offers
              .filter((o) => o.offerStatus === 1)
              .map((o) => Math.round(o.priceQuoteAmount * 100));
            if (active.length > 0) tender.lowest = Math.min(...active);
          } catch {
            await sleep(50);
          }
        }
      }
    }
  };
  await Promise.all([...Array.from({ length: concurrency }, (_, i) => loop(i)), during?.()]);
  const elapsed = (performance.now() - started) / 1000;
  return {
    seconds: round1(elapsed),
    servers: servers().length,
    attempts,
    bids: counts.ok,
    bidsPerSecond: round1(counts.ok / elapsed),
    latency: latencySummary(latencies),
    counts,
    resyncs,
    answeredOfferIds: answered,
  };
}

// ---------------------------------------------------------------------------------------------
// What the database holds afterwards

async function storedOffers(where: Where) {
  const database = await openDb(where);
  try {
    const db = database.db;
    const listed = await tendersOf(db);
    const offers: StoredOffer[] = (
      await db
        .selectFrom('offers')
        .select(['offer_id', 'shipment_id', 'courier_id', 'round', 'status', 'amount'])
        .execute()
    ).map((r) => ({
      offerId: r.offer_id,
      shipmentId: r.shipment_id,
      courierId: r.courier_id,
      round: r.round,
      status: r.status,
      amount: r.amount,
    }));
    const tenders = await db
      .selectFrom('tenders')
      .innerJoin('shipments', 'shipments.shipment_id', 'tenders.shipment_id')
      .select((eb) => [
        'tenders.shipment_id as shipmentId',
        'tenders.status as tenderStatus',
        'shipments.status as shipmentStatus',
        eb
          .selectFrom('offers')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('offers.shipment_id', '=', 'tenders.shipment_id')
          .where('offers.status', '=', 3)
          .as('winners'),
        eb
          .selectFrom('shipment_history')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('shipment_history.shipment_id', '=', 'tenders.shipment_id')
          .where('shipment_history.status', '=', 3)
          .as('settledEntries'),
      ])
      .execute();
    const settled: SettledTender[] = tenders.map((t) => ({
      shipmentId: t.shipmentId,
      tenderStatus: t.tenderStatus,
      shipmentStatus: t.shipmentStatus,
      winners: Number(t.winners),
      settledEntries: Number(t.settledEntries),
    }));
    return { listed, offers, settled };
  } finally {
    await database.close();
  }
}

interface Checks {
  offers: number;
  ruleBreaks: number;
  ruleSamples: string[];
  serverErrors: number;
}

function ruleChecks(stored: Awaited<ReturnType<typeof storedOffers>>, result: StormResult): Checks {
  const breaks = bidRuleBreaks(stored.offers, stored.listed);
  return {
    offers: stored.offers.length,
    ruleBreaks: breaks.length,
    ruleSamples: breaks.slice(0, 5),
    serverErrors: result.counts.serverErrors,
  };
}

// ---------------------------------------------------------------------------------------------
// Settlement: the clock moves past every tender's end; time until none is in the tender

async function openTendersLeft(base: string, token: string): Promise<number> {
  const answer = await request(base, 'GET', '/admin/shipments?status=2&pageSize=1', { token });
  if (answer.status !== 200) throw new Error(`open tenders: ${answer.status} ${answer.code}`);
  return (answer.data as { total: number }).total;
}

async function settleAll(base: string, expectLeft = 0) {
  const started = performance.now();
  const moved = await request(base, 'POST', '/__mock/clock', { body: { advanceMinutes: 31 } });
  if (moved.status !== 200) throw new Error(`clock: ${moved.status}`);
  // The admin's token is 15 minutes of server time: a new one after the clock moved.
  const admin = await signIn(base, ADMIN_PHONE, 3);
  let left = Infinity;
  while (performance.now() - started < 180_000) {
    left = await openTendersLeft(base, admin);
    if (left <= expectLeft) break;
    await sleep(100);
  }
  return { ms: Math.round(performance.now() - started), left };
}

// ---------------------------------------------------------------------------------------------
// One engine

async function runEngine(where: Where) {
  const result: Record<string, unknown> = { engine: where.engine };
  log(`${where.engine}: seeding ${JSON.stringify(size)}`);
  let listedAt: Map<number, number>;
  {
    const database = await openDb(where);
    result.seedMs = Math.round(await seedBench(database.db, size, Date.now()));
    listedAt = await tendersOf(database.db);
    await database.close();
  }
  log(`${where.engine}: seeded in ${result.seedMs} ms`);
  const port = (n: number) => portBase + (where.engine === 'pglite' ? 0 : 4) + n;
  const serverEnv = (n: number) => ({
    port: port(n),
    dataDir: where.dataDir,
    databaseUrl: where.databaseUrl,
  });

  // One process: reads, the storm, the settlement.
  let server = await startServerProcess(serverEnv(0));
  result.startMs = Math.round(server.startMs);
  let admin = await signIn(server.base, ADMIN_PHONE, 3);
  let couriers = await signInCouriers(server.base);
  log(`${where.engine}: server up in ${result.startMs} ms, ${couriers.length} couriers signed in; reads`);
  result.reads = await measureReads(server, admin, couriers[0]!);
  log(`${where.engine}: storm, one process`);
  const oneCpu = await cpuMeter(where, [server.pid]);
  const one = await storm(() => [server.base], couriers, freshTenders(listedAt));
  const oneCpuUse = await oneCpu();
  log(`${where.engine}: ${one.bids} bids, ${one.bidsPerSecond}/s; settling ${size.tenders} tenders`);
  const settlement = await settleAll(server.base);
  await stopServerProcess(server);
  let stored = await storedOffers(where);
  result.storm = { ...omitIds(one), cpu: oneCpuUse, checks: ruleChecks(stored, one) };
  result.settlement = {
    tenders: size.tenders,
    ...settlement,
    breaks: settlementBreaks(stored.settled).length,
    samples: settlementBreaks(stored.settled).slice(0, 5),
  };

  // PostgreSQL: two processes on one database, client loops spread across both.
  if (where.engine === 'postgres') {
    await rearm(where);
    const a = await startServerProcess(serverEnv(0));
    const b = await startServerProcess(serverEnv(1));
    couriers = await signInCouriers(a.base);
    log(`${where.engine}: storm, two processes`);
    const twoCpu = await cpuMeter(where, [a.pid, b.pid]);
    const two = await storm(() => [a.base, b.base], couriers, freshTenders(listedAt));
    const twoCpuUse = await twoCpu();
    log(`${where.engine}: ${two.bids} bids, ${two.bidsPerSecond}/s; settling with two sweeps`);
    const settled = await settleAll(a.base);
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    stored = await storedOffers(where);
    result.twoProcesses = {
      storm: { ...omitIds(two), cpu: twoCpuUse, checks: ruleChecks(stored, two) },
      settlement: {
        tenders: size.tenders,
        ...settled,
        breaks: settlementBreaks(stored.settled).length,
        samples: settlementBreaks(stored.settled).slice(0, 5),
      },
    };
  }

  // The fault run: every other tender ends 10 minutes in, the rest in 3 hours. Half way through
  // the storm the process is killed (kill -9); while it is down the clock moves 10 minutes (the
  // table test mode's clock moves), so those tenders fall due with no server; then it restarts.
  const dueWhileDown = new Set([...listedAt.keys()].filter((_, i) => i % 2 === 0));
  await rearm(where, (id) => (dueWhileDown.has(id) ? 10 * 60_000 : 3 * 3_600_000));
  server = await startServerProcess(serverEnv(0));
  admin = await signIn(server.base, ADMIN_PHONE, 3);
  couriers = await signInCouriers(server.base);
  log(`${where.engine}: fault run`);
  const fault: Record<string, unknown> = {};
  const faultStorm = await storm(
    () => [server.base],
    couriers,
    freshTenders(listedAt),
    async () => {
      await sleep((seconds * 1000) / 2);
      const killedAt = performance.now();
      await killServerProcess(server);
      log(`${where.engine}: killed (kill -9) pid ${server.pid}`);
      const database = await openDb(where);
      await advanceClock(database.db, 10 * 60_000);
      await database.close();
      server = await startServerProcess(serverEnv(0));
      fault.downMs = Math.round(performance.now() - killedAt);
      fault.restartMs = Math.round(server.startMs);
      log(`${where.engine}: restarted after ${fault.downMs} ms`);
    },
  );
  // The tenders that fell due while it was down: settled by the restarted process's clock.
  const waitStarted = performance.now();
  while (performance.now() - waitStarted < 60_000) {
    if ((await openTendersLeft(server.base, admin)) <= listedAt.size - dueWhileDown.size) break;
    await sleep(200);
  }
  fault.settleAfterStormMs = Math.round(performance.now() - waitStarted);
  await stopServerProcess(server);
  stored = await storedOffers(where);
  const storedIds = new Set(stored.offers.map((o) => o.offerId));
  const lost = lostOffers(faultStorm.answeredOfferIds, storedIds);
  const twoWinners = stored.settled.filter((t) => t.winners > 1);
  const dueBreaks = settlementBreaks(stored.settled.filter((t) => dueWhileDown.has(t.shipmentId)));
  result.fault = {
    ...fault,
    storm: { ...omitIds(faultStorm), checks: ruleChecks(stored, faultStorm) },
    answered201: faultStorm.answeredOfferIds.length,
    lost: lost.length,
    lostPass: lost.length === 0,
    twoWinners: twoWinners.length,
    twoWinnersPass: twoWinners.length === 0,
    dueWhileDown: dueWhileDown.size,
    dueBreaks: dueBreaks.length,
    dueSamples: dueBreaks.slice(0, 5),
    duePass: dueBreaks.length === 0,
  };
  log(`${where.engine}: done`);
  return result;
}

async function rearm(where: Where, endOf?: (id: number, index: number) => number) {
  const database = await openDb(where);
  try {
    await rearmTenders(database.db, endOf);
  } finally {
    await database.close();
  }
}

const omitIds = ({ answeredOfferIds: _, ...rest }: StormResult) => rest;

async function main() {
  const started = performance.now();
  const results: Record<string, unknown> = {};
  const folder = mkdtempSync(join(tmpdir(), 'kurye-bench-'));
  try {
    for (const engine of engines) {
      if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`BENCH_ENGINES: unknown ${engine}`);
      if (engine === 'postgres' && !env.DATABASE_URL) {
        log('postgres: skipped (no DATABASE_URL: run it as `npm run bench:server`)');
        continue;
      }
      const where: Where = {
        engine,
        dataDir: join(folder, engine, 'pglite'),
        databaseUrl: engine === 'postgres' ? env.DATABASE_URL : undefined,
      };
      mkdirSync(join(folder, engine), { recursive: true });
      results[engine] = await runEngine(where);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const report = {
    date: new Date().toISOString(),
    scale,
    size,
    seconds,
    concurrency,
    couriers: stormCouriers,
    totalSeconds: Math.round((performance.now() - started) / 1000),
    engines: results,
  };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/server.json', `${JSON.stringify(report, null, 2)}\n`);
  const md = markdown(report);
  writeFileSync('bench-results/server.md', md);
  process.stdout.write(`\n${md}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    killStartedServers();
    process.exit(130);
  });

main().catch((error: unknown) => {
  killStartedServers();
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
