// The early-tap loop (issue 29): taps each kind of target on a prerendered page at once after a
// fresh navigation, many times, at 1× and 4× CPU, and counts what became of each tap (direct,
// replayed, dropped, twice, undone) and in which phase of the page's start it fell
// (e2e/support/early-taps.mjs says what each means). Outcomes, not timings: the machine may be
// shared.
//
//   npx vite build && node scripts/early-taps.mjs [--tries 12] [--rates 1,4]
//     [--kinds header,burger,radio,checkbox,next,signin] [--spread 0] [--when shown|committed]
//     [--fresh] [--input touch|mouse] [--json file]
//
// It serves the build itself with `vite preview` on E2E_PORT (4173 by default) unless a server
// answers there already. --spread N waits i·N/tries ms after the target shows before try i's tap,
// to sweep later moments of the start too (one N for each rate: --spread 600,2500). --when
// committed taps as soon as React has committed its first render (the app says it runs) instead of
// as soon as the target shows: the page's own part is hydrated after that, apart.
/* global console, process, fetch, setTimeout */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { instrument, KINDS, PHONE, tapEarly, targetPoint, throttleCpu } from '../e2e/support/early-taps.mjs';

const { values: args } = parseArgs({
  options: {
    tries: { type: 'string', default: '12' },
    rates: { type: 'string', default: '1,4' },
    kinds: { type: 'string', default: Object.keys(KINDS).join(',') },
    spread: { type: 'string', default: '0' },
    json: { type: 'string' },
    when: { type: 'string', default: 'shown' },
    fresh: { type: 'boolean', default: false },
    input: { type: 'string', default: 'touch' },
  },
});
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE = `http://127.0.0.1:${PORT}`;
const tries = Number(args.tries);
const rates = args.rates.split(',').map(Number);
const kinds = args.kinds.split(',');
const spreads = args.spread.split(',').map(Number);
const spreadAt = (rate) => spreads[rates.indexOf(rate)] ?? spreads.at(-1);
for (const kind of kinds) if (!KINDS[kind]) throw new Error(`unknown kind ${kind}`);

async function answers() {
  try {
    return (await fetch(`${BASE}/`)).ok;
  } catch {
    return false;
  }
}

async function serve() {
  if (await answers()) return undefined;
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 120 && !(await answers()); i++) await new Promise((r) => setTimeout(r, 500));
  return server;
}

const server = await serve();
const chromePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const results = [];
try {
  for (const rate of rates) {
    for (const kind of kinds) {
      // One context per kind and rate: a first visit, then reloads as a returning phone makes them
      // (the service worker serves the page once it is installed). --fresh: a new context for
      // each try, every one a first visit.
      const open = async () => {
        const context = await browser.newContext({
          baseURL: BASE,
          ...PHONE,
          userAgent: devices['Pixel 7'].userAgent,
          locale: 'tr-TR',
          timezoneId: 'Europe/Istanbul',
          reducedMotion: 'reduce',
          serviceWorkers: 'allow',
        });
        const page = await context.newPage();
        await page.addInitScript(instrument);
        return { context, page };
      };
      let { context, page } = await open();
      const point = await targetPoint(page, kind);
      await throttleCpu(page, rate);
      for (let i = 0; i < tries; i++) {
        if (args.fresh && i > 0) {
          await context.close();
          ({ context, page } = await open());
          await throttleCpu(page, rate);
        }
        const spread = spreadAt(rate);
        const delayMs = spread > 0 ? Math.round((i * spread) / tries) : 0;
        let result;
        try {
          result = await tapEarly(page, kind, point, { delayMs, when: args.when, input: args.input });
        } catch (error) {
          result = { outcome: 'error', phase: '-', error: String(error).split('\n')[0] };
          console.error(result.error);
        }
        results.push({ rate, kind, try: i, delayMs, ...result });
        process.stdout.write(`${rate}x ${kind} #${i}: ${result.outcome} (${result.phase})\n`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  if (server) process.kill(-server.pid);
}

const OUTCOMES = ['direct', 'replayed', 'dropped', 'twice', 'undone', 'missed', 'error', 'no tap'];
console.log('\nrate kind      tries  ' + OUTCOMES.join('  ') + '   phases');
for (const rate of rates) {
  for (const kind of kinds) {
    const rows = results.filter((r) => r.rate === rate && r.kind === kind);
    const count = (o) => rows.filter((r) => r.outcome === o).length;
    const phases = {};
    for (const r of rows) {
      const key = `${r.phase}:${r.outcome}`;
      phases[key] = (phases[key] ?? 0) + 1;
    }
    console.log(
      `${rate}x   ${kind.padEnd(9)} ${String(rows.length).padStart(5)}  ` +
        OUTCOMES.map((o) => String(count(o)).padStart(o.length)).join('  ') +
        '   ' +
        Object.entries(phases)
          .map(([k, n]) => `${k}=${n}`)
          .join(' '),
    );
  }
}
if (args.json) writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`);
