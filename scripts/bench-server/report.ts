// bench-results/server.md: the load benchmark's table and its reading, from server.json's figures.
import type { AnswerCounts, CpuUse, ExportResult, LatencySummary, StormFigures } from './figures';

interface Read {
  latency: LatencySummary;
  bytes: number;
  status: number;
}
interface Storm extends StormFigures {
  checks: { offers: number; ruleBreaks: number; ruleSamples: string[]; serverErrors: number };
  cpu?: CpuUse;
}
interface Settlement {
  tenders: number;
  ms: number;
  left: number;
  breaks: number;
  samples: string[];
}
export interface EngineResult {
  engine: string;
  seedMs: number;
  startMs: number;
  reads: {
    adminList: Read & { total: number };
    adminDeep: Read & { page: number };
    courierTenders: Read & { jobs: number };
    export: ExportResult;
  };
  storm: Storm;
  settlement: Settlement;
  twoProcesses?: { storm: Storm; settlement: Settlement };
  fault: {
    downMs: number;
    restartMs: number;
    settleAfterStormMs: number;
    storm: Storm;
    answered201: number;
    lost: number;
    lostPass: boolean;
    twoWinners: number;
    twoWinnersPass: boolean;
    dueWhileDown: number;
    dueBreaks: number;
    duePass: boolean;
  };
}

export interface Report {
  date: string;
  scale: number;
  size: { shipments: number; couriers: number; customers: number; tenders: number };
  seconds: number;
  concurrency: number;
  couriers: number;
  totalSeconds: number;
  engines: Record<string, unknown>;
}

const s = (ms: number) =>
  ms < 1000
    ? `${Math.round(ms)} ms`
    : ms >= 10_000
      ? `${Math.round(ms / 1000)} s`
      : `${(ms / 1000).toFixed(1)} s`;
const lat = (l: LatencySummary) => `${l.p50} / ${l.p95} / ${l.p99} ms`;
const pass = (ok: boolean, detail = '') => `${ok ? 'pass' : 'FAIL'}${detail ? ` (${detail})` : ''}`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const cpu = (storm: Storm) =>
  storm.cpu
    ? `server ${storm.cpu.server}, ${storm.cpu.database === null ? 'database inside it' : `PostgreSQL ${storm.cpu.database}`}, ` +
      `client ${storm.cpu.client}; machine ${storm.cpu.machine} of ${storm.cpu.cores}`
    : 'not measured';

function refusals(counts: AnswerCounts): string {
  const entries = Object.entries(counts.refused).sort((a, b) => b[1] - a[1]);
  return entries.length === 0 ? 'none' : entries.map(([code, n]) => `${code} ${n}`).join(', ');
}

function stormRules(storm: Storm): string {
  const ok = storm.checks.ruleBreaks === 0 && storm.counts.serverErrors === 0;
  return pass(
    ok,
    `${storm.checks.offers} offers, ${storm.checks.ruleBreaks} breaks, ${storm.counts.serverErrors} 5xx`,
  );
}

function settledOnce(st: Settlement): string {
  return pass(st.breaks === 0 && st.left === 0, `${st.breaks} breaks, ${st.left} left`);
}

function exportCell(e: EngineResult['reads']['export']): string {
  if (!e.served)
    return e.status === 404 ? 'yok (sunucu sunmuyor) / n/a' : `HTTP ${e.status ?? '?'} (not measured)`;
  return `${s(e.ms ?? 0)} to last byte, ${kb(e.bytes ?? 0)}, ${e.rows} rows, peak RSS ${e.peakRssMb} MB (${e.rssBeforeMb} MB before)`;
}

/** The figures as rows, one column per engine. */
function rows(results: EngineResult[]): string[][] {
  const cell = (f: (r: EngineResult) => string) => results.map(f);
  const two = (f: (t: NonNullable<EngineResult['twoProcesses']>, r: EngineResult) => string) =>
    cell((r) => (r.twoProcesses ? f(r.twoProcesses, r) : 'n/a (one process per PGlite folder)'));
  return [
    ['Seeding (bulk SQL)', ...cell((r) => s(r.seedMs))],
    ['Server start on the seeded data', ...cell((r) => s(r.startMs))],
    [
      'Admin list, page 1 (filters, sort −totalPrice): p50 / p95 / p99',
      ...cell((r) => `${lat(r.reads.adminList.latency)} (${r.reads.adminList.total} rows match)`),
    ],
    [
      'Admin list, deep page: p50 / p95 / p99',
      ...cell((r) => `${lat(r.reads.adminDeep.latency)} (page ${r.reads.adminDeep.page})`),
    ],
    [
      "Courier's open jobs (GET /courier/tenders): p50 / p95 / p99",
      ...cell(
        (r) =>
          `${lat(r.reads.courierTenders.latency)} (${r.reads.courierTenders.jobs} jobs, ${kb(r.reads.courierTenders.bytes)})`,
      ),
    ],
    ['Full CSV export (GET /admin/shipments/export)', ...cell((r) => exportCell(r.reads.export))],
    [
      'Tender storm, 1 process: bids accepted per second (tried)',
      ...cell(
        (r) =>
          `${r.storm.bidsPerSecond} (${r.storm.bids} in ${r.storm.seconds} s; ${Math.round(r.storm.attempts / r.storm.seconds)}/s tried)`,
      ),
    ],
    ['Tender storm, 1 process: bid latency p50 / p95 / p99', ...cell((r) => lat(r.storm.latency))],
    ['Tender storm, 1 process: CPU in cores', ...cell((r) => cpu(r.storm))],
    [
      'Tender storm, 1 process: refusals',
      ...cell((r) => `${refusals(r.storm.counts)}; ${r.storm.resyncs} re-reads`),
    ],
    [
      'Tender storm, 1 process: rules (one active offer, 95 % / limits, no 5xx)',
      ...cell((r) => stormRules(r.storm)),
    ],
    [
      'Settlement of all tenders at once (clock +31 min)',
      ...cell((r) => `${s(r.settlement.ms)} for ${r.settlement.tenders}`),
    ],
    ['Settlement: each once, one winner at most', ...cell((r) => settledOnce(r.settlement))],
    [
      'Tender storm, 2 processes: bids accepted per second',
      ...two(
        (t, r) =>
          `${t.storm.bidsPerSecond} (×${(t.storm.bidsPerSecond / Math.max(0.1, r.storm.bidsPerSecond)).toFixed(2)} of 1 process; ${Math.round(t.storm.attempts / t.storm.seconds)}/s tried)`,
      ),
    ],
    ['Tender storm, 2 processes: bid latency p50 / p95 / p99', ...two((t) => lat(t.storm.latency))],
    ['Tender storm, 2 processes: CPU in cores', ...two((t) => cpu(t.storm))],
    ['Tender storm, 2 processes: rules', ...two((t) => stormRules(t.storm))],
    [
      'Settlement, 2 processes sweeping',
      ...two((t) => `${s(t.settlement.ms)}; ${settledOnce(t.settlement)}`),
    ],
    [
      'Fault run: kill -9 mid-storm, down for / restart',
      ...cell(
        (r) =>
          `${s(r.fault.downMs)} / ${s(r.fault.restartMs)} (${r.fault.storm.counts.noAnswer} requests unanswered)`,
      ),
    ],
    [
      'Fault run: no bid answered 201 lost',
      ...cell((r) => pass(r.fault.lostPass, `${r.fault.answered201} answered, ${r.fault.lost} lost`)),
    ],
    [
      'Fault run: no tender with two winners',
      ...cell((r) => pass(r.fault.twoWinnersPass, `${r.fault.twoWinners}`)),
    ],
    [
      'Fault run: tenders due while down settled after the restart',
      ...cell((r) =>
        pass(
          r.fault.duePass,
          `${r.fault.dueWhileDown} due, ${r.fault.dueBreaks} breaks, ${s(r.fault.settleAfterStormMs)} after the storm`,
        ),
      ),
    ],
    ['Fault run: storm rules', ...cell((r) => stormRules(r.fault.storm))],
  ];
}

/** Where the storm's CPU went, and what limits it. */
function cpuReading(storm: Storm): string {
  const c = storm.cpu;
  if (!c) return '';
  const parts = [
    ` CPU: the server process ${c.server} cores${c.database === null ? ' (PGlite runs in it)' : `, PostgreSQL ${c.database}`}, the client ${c.client}, the machine ${c.machine} of ${c.cores}.`,
  ];
  if (c.server >= 0.85 * storm.servers)
    parts.push(' The server process keeps a core busy: its one JavaScript thread is the bottleneck.');
  if (c.machine >= 0.9 * c.cores)
    parts.push(' The machine has no core to spare: the figures are a floor for a larger one.');
  return parts.join('');
}

/** What the numbers say, from the numbers. */
function reading(report: Report, results: EngineResult[]): string[] {
  const lines: string[] = [];
  const byName = new Map(results.map((r) => [r.engine, r]));
  const pg = byName.get('postgres');
  const lite = byName.get('pglite');
  for (const r of results) {
    const rate = r.storm.bidsPerSecond;
    const attempts = r.storm.attempts / r.storm.seconds;
    const perSecond = (r.storm.attempts + r.storm.resyncs) / r.storm.seconds;
    // Little's law: with `concurrency` requests always in flight, the mean time in the system is
    // concurrency / requests per second; a server that only queues them answers in about that.
    const queued = Math.round((report.concurrency / Math.max(0.1, perSecond)) * 1000);
    const reads = [
      ['the courier’s open jobs', r.reads.courierTenders.latency.p50],
      ['the admin list’s deep page', r.reads.adminDeep.latency.p50],
      ['the admin list’s page 1', r.reads.adminList.latency.p50],
    ] as const;
    const slowest = [...reads].sort((a, b) => b[1] - a[1])[0]!;
    lines.push(
      `- ${r.engine}: ${rate} accepted bids/s out of ${attempts.toFixed(0)} bids/s tried (${perSecond.toFixed(0)} requests/s with the re-reads) ` +
        `with ${report.concurrency} in flight, mean latency ${r.storm.latency.mean} ms; ${report.concurrency} / ${perSecond.toFixed(0)} per second is ${queued} ms ` +
        `(Little's law), so the mean ${r.storm.latency.mean >= queued * 0.7 ? 'is the time spent waiting in line: the server is saturated' : 'is below what a saturated server gives: the client side limits'}. ` +
        `The slowest read is ${slowest[0]} (p50 ${slowest[1]} ms).${cpuReading(r.storm)}`,
    );
  }
  if (lite && pg) {
    lines.push(
      `- PostgreSQL takes ${(pg.storm.bidsPerSecond / Math.max(0.1, lite.storm.bidsPerSecond)).toFixed(1)}× PGlite's bids per second with one process` +
        (pg.twoProcesses
          ? `, and ${(pg.twoProcesses.storm.bidsPerSecond / Math.max(0.1, pg.storm.bidsPerSecond)).toFixed(2)}× its own with two processes` +
            (pg.twoProcesses.storm.cpu
              ? ` (the machine at ${pg.twoProcesses.storm.cpu.machine} of ${pg.twoProcesses.storm.cpu.cores} cores: a second process helps only with a core to run on).`
              : '.')
          : '.'),
    );
  }
  if (lite) {
    const ceiling = lite.storm.bidsPerSecond;
    lines.push(
      `- PGlite runs one statement at a time for the whole process (docs/server.md "One session"): ${ceiling} bids/s is its ceiling here, ` +
        `and every slow read (${lite.reads.courierTenders.latency.p50} ms for the open jobs) holds the same line. ` +
        `Past about ${Math.max(1, Math.floor(ceiling / 2))} writes a second sustained (half the ceiling, so reads still get through), ` +
        'or as soon as a second process is wanted, a deployment should move to PostgreSQL.',
    );
  }
  return lines;
}

export function markdown(report: Report): string {
  const results = Object.values(report.engines) as EngineResult[];
  const names: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
  const header = ['Measure', ...results.map((r) => names[r.engine] ?? r.engine)];
  const table = [header, header.map((_, i) => (i === 0 ? '---' : '---')), ...rows(results)];
  return [
    '# Server load benchmark',
    '',
    `${report.date}; scale ${report.scale}: ${report.size.shipments} shipments, ${report.size.couriers} couriers, ` +
      `${report.size.customers} customers, ${report.size.tenders} open tenders. Storms of ${report.seconds} s, ` +
      `${report.concurrency} requests in flight, ${report.couriers} couriers signed in; loopback; ${report.totalSeconds} s in all.`,
    '',
    ...table.map((row) => `| ${row.join(' | ')} |`),
    '',
    '## Reading',
    '',
    ...reading(report, results),
    '',
  ].join('\n');
}
