// The courier's screens in the bench (issue 33): a demo courier with jobs in hand and a running
// tender, created through the contract; Lighthouse on İşlerim (jobs in hand) and on the tender page
// as that courier; the courier's taps at 4× CPU (Event Timing). Run by scripts/bench.mjs against
// the real build, its /api proxied to the emulated server over HTTP.
//
// Lighthouse cannot sign in: each run gets a fresh Chromium profile started here with a
// remote-debugging port, the courier's token is put in its localStorage (on a JSON page of the
// origin, so no service worker is installed before the run), and the Lighthouse CLI attaches to
// that browser with --port and --disable-storage-reset, so the session survives its start.
/* global window, document, localStorage, performance -- the evaluate callbacks run in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, URL } from 'node:url';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { CHROME_FLAGS } from '../chrome-flags.mjs';
import { pathAliases } from '../path-aliases.mjs';
import { measureInstalledUse } from './installed.mjs';
import { recordInteractions } from './interactions.mjs';

export const THROTTLING = 4;
/** Where src/api/token-store.ts keeps the token ("Beni Hatırla"). */
const TOKEN_KEY = 'kc.accessToken';
/**
 * Mehmet Kaya, the demo courier in İstanbul (demo/users.ts): 1005, 1007 and 1009 in hand at
 * statuses 3, 5 and 7 (demo/shipments.ts), and an offer on the seeded tender 1003.
 */
export const COURIER = { phone: '05331112233', password: 'Kurye123!', loginType: 4 };
const CUSTOMER = { phone: '05321112233', loginType: 1 };
const root = fileURLToPath(new URL('../..', import.meta.url));
export { CHROME_FLAGS };

async function call(base, path, { method = 'GET', body, token } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await globalThis.fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`bench: ${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Signs in through the API (a customer through the emulated server's SMS outbox). */
export async function signIn(base, account) {
  const login = await call(base, '/auth/login', {
    method: 'POST',
    body: { identifier: account.phone, loginType: account.loginType, password: account.password },
  });
  if (login.verificationType === 0 && login.accessToken) return login.accessToken;
  const sms = await call(base, `/__mock/sms?phone=${account.phone}`);
  const verified = await call(base, '/auth/verify', {
    method: 'POST',
    body: { identifier: account.phone, code: sms[0].code, loginType: account.loginType },
  });
  return verified.accessToken;
}

/**
 * The emulated server back to its seed, then a customer's tender in İstanbul for a motorbike (the
 * courier's city and vehicle) on which the courier has no offer yet: its card says "Teklif Ver".
 * Tenders run 30 minutes from their creation. Returns the tender's shipment id.
 */
export async function prepareCourierData(base) {
  await call(base, '/__mock/reset', { method: 'POST' });
  const token = await signIn(base, CUSTOMER);
  // The test fixtures' shipment (İstanbul, a motorbike's weight), as a tender.
  const { module: fixtures } = await runnerImport(`${root}mocks/test/fixtures.ts`, {
    root,
    configFile: false,
    resolve: { alias: pathAliases },
  });
  const created = await call(base, '/shipment', {
    method: 'POST',
    token,
    body: fixtures.shipmentBody({ getPriceQuote: true }),
  });
  return created.shipmentId;
}

/** The pages measured signed in as the courier, with the route files of their first load. */
export const courierPages = [
  {
    name: '/kurye/isler',
    label: 'İşlerim (jobs in hand)',
    path: () => '/kurye/isler?sekme=aktif',
    files: ['src/routes/kurye/isler.tsx'],
  },
  {
    name: '/gonderi-takip/{id}/ihale/',
    label: 'tender page',
    path: (tenderId) => `/gonderi-takip/${tenderId}/ihale/`,
    files: [
      'src/routes/gonderi-takip/$shipmentId/route.tsx',
      'src/routes/gonderi-takip/$shipmentId/$actionTypeDetail.tsx',
    ],
  },
];

/**
 * Issue 33's budgets for the courier: Lighthouse performance at most `behindReference` points below
 * the reference of the same batch, each tap's worst interaction under `worstTapMs`, and the aim for
 * installed use (median, from the icon to a usable İşlerim offline).
 */
export const courierBudgets = { behindReference: 8, worstTapMs: 150, installedMs: 1000 };

async function waitForDevtools(port, timeoutMs = 20_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await globalThis.fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`bench: Chromium's debugging port ${port} did not answer`);
}

/**
 * Runs `runLighthouse(extraArgs)` (the bench's Lighthouse CLI call) against a fresh Chromium signed
 * in as `token` on `origin`, and returns what it returns.
 */
export async function signedInLighthouse({ origin, token, chromePath, debugPort }, runLighthouse) {
  const profile = mkdtempSync(join(tmpdir(), 'kc-bench-courier-'));
  const chrome = spawn(
    chromePath,
    [
      '--headless=new',
      ...CHROME_FLAGS,
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  try {
    await waitForDevtools(debugPort);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    const page = await browser.contexts()[0].newPage();
    // A JSON answer of the origin: its storage, without the app's service worker.
    await page.goto(`${origin}/api/v1/static/cities`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
    await page.close();
    // Disconnects; the browser is ours, not Playwright's, and stays up for Lighthouse.
    await browser.close();
    return runLighthouse([`--port=${debugPort}`, '--disable-storage-reset']);
  } finally {
    process.kill(-chrome.pid);
    await sleep(300);
    rmSync(profile, { recursive: true, force: true });
  }
}

/** A phone-sized context at 4× CPU throttling, its page recording Event Timing. */
export async function phonePage(context) {
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
  return page;
}

export const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'tr-TR',
};

/** The interactions (Event Timing) that started while `act` ran or in the 600 ms after it. */
async function timed(page, act) {
  const from = await page.evaluate(() => performance.now());
  await act();
  // The interaction's paint and its entry (reported after the next frame).
  await page.waitForTimeout(600);
  const to = await page.evaluate(() => performance.now());
  return page.evaluate(
    ([a, b]) => window.__interactions.filter((e) => e.start >= a && e.start <= b),
    [from, to],
  );
}

/**
 * The courier's taps on İşlerim and the tender page at 4× CPU. Each action may be made more than
 * once (a tab there and back, the switch off and on); its row gives the worst interaction of all.
 */
export async function measureCourierTaps(origin, chromePath, token, tenderId) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
    const page = await phonePage(context);
    await page.goto(`${origin}/kurye/isler`);
    const tenderCard = page.getByRole('article', { name: `Gönderi No: ${tenderId}` });
    await tenderCard.waitFor();
    await page.waitForLoadState('networkidle');
    const tabs = page.getByRole('navigation', { name: 'İş sekmeleri' });
    const openToWork = page.getByRole('switch', { name: /İşe Açığım/ });
    const inHand = page.getByRole('article', { name: 'Gönderi No: 1005' });
    const amount = page.getByLabel('Teklif Tutarı (₺)');
    const actions = [
      ['switch a tab (Aktif İşlerim)', () => tabs.getByRole('link', { name: /Aktif İşlerim/ }).tap()],
      [
        'a status button (Adrese Gidiyorum)',
        async () => {
          await inHand.waitFor();
          await inHand.getByRole('button', { name: 'Adrese Gidiyorum' }).tap();
        },
      ],
      ['İşe Açığım (off)', () => openToWork.tap({ force: true })],
      [
        'İşe Açığım (on)',
        async () => {
          await page.waitForFunction(() => !document.querySelector('[role="switch"][disabled]'));
          await openToWork.tap({ force: true });
        },
      ],
      [
        'switch a tab (Açık İhaleler)',
        async () => {
          await page.waitForFunction(() => !document.querySelector('[role="switch"][disabled]'));
          await tabs.getByRole('link', { name: /Açık İhaleler/ }).tap();
        },
      ],
      [
        'open "Teklif Ver"',
        async () => {
          await tenderCard.waitFor();
          await tenderCard.getByRole('link', { name: 'Teklif Ver' }).tap();
        },
      ],
      [
        'type an amount (Teklif Tutarı)',
        async () => {
          await amount.waitFor();
          await amount.tap();
          await amount.pressSequentially('150', { delay: 80 });
        },
      ],
    ];
    const byRow = new Map();
    for (const [name, act] of actions) {
      const entries = await timed(page, act);
      const row = name.replace(/ \(.*\)$/, '');
      const worst = entries.reduce((max, e) => (e.duration > max.duration ? e : max), {
        duration: 0,
        name: '-',
      });
      const previous = byRow.get(row) ?? { action: row, worstMs: 0, event: '-', interactions: 0, made: [] };
      byRow.set(row, {
        action: row,
        made: [...previous.made, name],
        worstMs: Math.max(previous.worstMs, Math.round(worst.duration)),
        event: worst.duration > previous.worstMs ? `${worst.name} (${name})` : previous.event,
        interactions: previous.interactions + new Set(entries.map((e) => e.id)).size,
      });
    }
    const rows = [...byRow.values()];
    return { throttling: THROTTLING, actions: rows, worstMs: Math.max(...rows.map((r) => r.worstMs)) };
  } finally {
    await browser.close();
  }
}

/**
 * The courier part of the bench: data prepared through the API, Lighthouse on each courier page
 * signed in (alternated with the reference page, as the public routes are), the taps, and
 * installed use. `lighthouse(url, reportPath, extraArgs)` and `summarise(samples, referenceSamples)`
 * are the bench's own.
 */
export async function measureCourierScreens(options) {
  const { origin, referenceUrl, runs, chromePath, debugPort, tmp, keep, lighthouse, summarise, log } =
    options;
  // The machine is shared: its load beside the figures (1-minute load average, at the start and end).
  const loadBefore = loadavg()[0];
  const tenderId = await prepareCourierData(origin);
  const pages = {};
  for (const page of courierPages) {
    const samples = [];
    const referenceSamples = [];
    for (let i = 0; i < runs; i += 1) {
      log(`lighthouse real ${page.name} as a courier (${i + 1}/${runs}), then the reference`);
      // Signed in again for each run: a token lives as long as the emulated server says.
      const token = await signIn(origin, COURIER);
      const report = join(tmp, `courier-${i}.json`);
      samples.push(
        await signedInLighthouse({ origin, token, chromePath, debugPort }, (extra) =>
          lighthouse(`${origin}${page.path(tenderId)}`, report, extra),
        ),
      );
      if (i === runs - 1) keep(report, page.name);
      referenceSamples.push(lighthouse(referenceUrl, join(tmp, `courier-ref-${i}.json`)));
    }
    pages[page.name] = { path: page.path(tenderId), ...summarise(samples, referenceSamples) };
  }
  // A fresh tender and the seed's jobs in hand for the taps (they change both).
  const tapTender = await prepareCourierData(origin);
  log(`courier taps (${THROTTLING}× CPU throttling)`);
  const taps = await measureCourierTaps(origin, chromePath, await signIn(origin, COURIER), tapTender);
  await prepareCourierData(origin);
  log(`installed use, offline (${THROTTLING}× CPU throttling)`);
  const installed = await measureInstalledUse(
    origin,
    chromePath,
    await signIn(origin, COURIER),
    Number(process.env.BENCH_INSTALLED_RUNS ?? 5),
  );
  const load = { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0] * 10) / 10 };
  return { pages, taps, installed, load };
}
