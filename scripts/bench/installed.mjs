// Installed use (issue 33): after one online visit of İşlerim as a signed-in courier (the service
// worker installed with its precache, the jobs in hand kept on the device as the app keeps them),
// the network is cut and the app is opened the way its home-screen icon opens it: a new page at
// the web manifest's start_url ("/", vite.config.ts), at 4× CPU. From there the courier taps
// "İşlerim" and the page must answer. "Usable İşlerim": the first job card is on the screen and a tap
// on the page (the menu button) has been answered, its next frame painted (Event Timing). The figure
// is that moment, from the navigation's start; the median of BENCH_INSTALLED_RUNS (5) opens.
// Playwright's own reaction time (seeing the button, then the card, before tapping) is inside it,
// so it is an upper bound of what the app takes.
/* global window, document, navigator, performance, MutationObserver -- the evaluate callbacks run in the page */
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, PHONE, phonePage, THROTTLING } from './courier.mjs';

/** When the home's "İşlerim" button and the first job card were first in the document. */
function markMilestones() {
  window.__marks = {};
  const check = () => {
    const marks = window.__marks;
    if (marks.card === undefined && document.querySelector('article[aria-label^="Gönderi No"]'))
      marks.card = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

export async function measureInstalledUse(origin, chromePath, token, runs = 5) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    await context.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      ['kc.accessToken', token],
    );
    // The one online visit: İşlerim with the jobs in hand, until the worker controls the page.
    const visit = await context.newPage();
    await visit.goto(`${origin}/kurye/isler?sekme=aktif`);
    await visit.getByRole('article', { name: 'Gönderi No: 1005' }).waitFor();
    await visit.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: 60_000,
    });
    await visit.waitForLoadState('networkidle');
    await visit.waitForTimeout(1000);
    await visit.close();
    await context.setOffline(true);

    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const page = await phonePage(context);
      await page.addInitScript(markMilestones);
      // A page Playwright opens while its context is offline still says navigator.onLine (the new
      // renderer is never told): a phone in flight mode says false, as this makes it.
      await page.addInitScript(() =>
        Object.defineProperty(Object.getPrototypeOf(navigator), 'onLine', { get: () => false }),
      );
      await page.goto(`${origin}/`);
      const cta = page.getByRole('main').getByRole('link', { name: 'İşlerim' });
      await cta.waitFor();
      const ctaAt = await page.evaluate(() => performance.now());
      await cta.tap();
      await page
        .getByRole('article', { name: /^Gönderi No/ })
        .first()
        .waitFor();
      const tapFrom = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Menüyü aç' }).tap();
      await page.waitForTimeout(600);
      const { card, entries } = await page.evaluate(() => ({
        card: window.__marks.card,
        entries: window.__interactions,
      }));
      const answer = entries
        .filter((e) => e.start >= tapFrom)
        .reduce((max, e) => (e.start + e.duration > max ? e.start + e.duration : max), 0);
      samples.push({
        homeButtonMs: Math.round(ctaAt),
        firstCardMs: Math.round(card ?? Number.NaN),
        usableMs: Math.round(answer || Number.NaN),
      });
      await page.close();
    }
    return {
      throttling: THROTTLING,
      build: 'real',
      runs: samples,
      median: {
        homeButtonMs: median(samples.map((s) => s.homeButtonMs)),
        firstCardMs: median(samples.map((s) => s.firstCardMs)),
        usableMs: median(samples.map((s) => s.usableMs)),
      },
    };
  } finally {
    await browser.close();
  }
}
