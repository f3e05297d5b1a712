// Responsiveness of the create page (issue 19), an INP proxy: the taps people make first, on a
// phone-sized page under 4× CPU throttling (CDP Emulation.setCPUThrottlingRate), each timed by the
// browser's Event Timing API (the longest event of each interaction: input delay, handlers and the
// next paint). Run by scripts/bench.mjs against the real build.
/* global window, PerformanceObserver, performance -- recordInteractions and the evaluate callbacks run in the page */
import { chromium } from '@playwright/test';

const THROTTLING = 4;

/** Event Timing entries of interactions (interactionId > 0), kept on window.__interactions. */
export function recordInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0)
        window.__interactions.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Opens `url` (the create page) and makes the first taps: open step 4 (Alış Adresi), choose its
 * İl, open step 3, ask for insurance and type an amount in Gönderi Değeri, then "Sonraki Adım". Returns each action's
 * longest interaction (ms).
 */
export async function measureInteractions(url, chromePath) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'tr-TR',
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.addInitScript(recordInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
    await page.goto(url);
    await page.getByRole('button', { name: 'Sonraki Adım' }).first().waitFor();
    await page.waitForLoadState('networkidle');

    const step = (id) => page.locator(`[data-step="${id}"]`);
    const actions = [
      ['open a step (Alış Adresi)', () => step(4).locator('.mantine-Accordion-control').tap()],
      [
        'choose İl',
        async () => {
          const box = step(4).getByRole('combobox', { name: 'İl', exact: true });
          await box.tap();
          await box.pressSequentially('istan', { delay: 50 });
          await page.getByRole('option', { name: 'İstanbul', exact: true }).first().tap();
        },
      ],
      [
        'type an amount (Gönderi Değeri)',
        async () => {
          await step(3).locator('.mantine-Accordion-control').tap();
          await step(3).getByRole('checkbox', { name: 'Güvence hizmeti istiyorum' }).tap();
          const value = step(3).getByRole('textbox', { name: /Gönderi Değeri/ });
          await value.tap();
          await value.pressSequentially('2500', { delay: 80 });
        },
      ],
      ['"Sonraki Adım"', () => step(3).getByRole('button', { name: 'Sonraki Adım' }).tap()],
    ];
    const results = [];
    for (const [name, act] of actions) {
      const from = await page.evaluate(() => performance.now());
      await act();
      // The interaction's paint and its entry (reported after the next frame).
      await page.waitForTimeout(600);
      const to = await page.evaluate(() => performance.now());
      const entries = await page.evaluate(
        ([a, b]) => window.__interactions.filter((e) => e.start >= a && e.start <= b),
        [from, to],
      );
      const worst = entries.reduce((max, e) => (e.duration > max.duration ? e : max), {
        duration: 0,
        name: '-',
      });
      results.push({
        action: name,
        worstMs: Math.round(worst.duration),
        event: worst.name,
        interactions: new Set(entries.map((e) => e.id)).size,
      });
    }
    return { throttling: THROTTLING, actions: results, worstMs: Math.max(...results.map((r) => r.worstMs)) };
  } finally {
    await browser.close();
  }
}
