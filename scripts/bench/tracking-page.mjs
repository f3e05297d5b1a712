// The recipient's tracking page (`/takip/{token}`, issue 33): the budget it is to be built inside,
// before it exists. Recipients open it from an SMS, on any phone and network, never having visited the
// site, so it loads less than the bare stack (React, Mantine, the router: the bench's reference page,
// about 105 KB gzip) and cannot be a route of the app. It is its own HTML entry of the build
// (`takip.html`, a Vite input beside `index.html`), showing the status in its HTML before any script
// runs, with no React, Mantine, router, mock or map code in what it loads at start (the map only once
// asked for). docs/decisions/0075-issue-33-tracking-page-budget.md.
//
// Used by `npm run check:first-load` (what it loads, and how much) and `npm run bench` (its row, and
// Lighthouse once it exists). Until the page is built both say so and check nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedSizes, sourcesOfFiles, staticClosure } from './first-load.mjs';

export const TRACKING_PAGE = {
  path: '/takip/{token}',
  /** The build's manifest key of its HTML entry. */
  html: 'takip.html',
  /** First-load JS, gzip: under the reference page's. */
  jsGzipKb: 60,
  /** LCP in the bench's mobile profile. */
  lcpMs: 1500,
};

/** What the page must not load at start, with why. */
export const TRACKING_FORBIDDEN = [
  [/node_modules\/(react|react-dom|scheduler)\//, 'React (the status is in the HTML)'],
  [/node_modules\/@mantine\//, 'Mantine'],
  [/node_modules\/@tanstack\//, "the app's router and query cache"],
  [/node_modules\/(maplibre-gl|react-map-gl|@vis\.gl)\//, 'the map (loaded when it is asked for)'],
  [/node_modules\/(msw|@mswjs|@msw)\//, 'the mock'],
  [/^src\/(routes|features|app)\//, "the app's screens"],
];

/**
 * The tracking page in a build: `{ built: false }` until the entry exists, else its first-load JS
 * (gzip KB, files) and what breaks the budget.
 */
export function trackingPageLoad(distDir, manifest) {
  const entry = manifest[TRACKING_PAGE.html];
  if (!entry) return { built: false };
  const { js } = staticClosure(manifest, [TRACKING_PAGE.html]);
  const gzip = js.reduce((total, file) => total + compressedSizes(readFileSync(join(distDir, file))).gzip, 0);
  const jsGzipKb = Math.round((gzip / 1024) * 10) / 10;
  const { sources, problems } = sourcesOfFiles(distDir, js);
  const failures = problems.map((problem) => `${TRACKING_PAGE.path}: ${problem}`);
  for (const source of sources) {
    const hit = TRACKING_FORBIDDEN.find(([pattern]) => pattern.test(source));
    if (hit) failures.push(`${TRACKING_PAGE.path}: ${source} (${hit[1]})`);
  }
  if (jsGzipKb >= TRACKING_PAGE.jsGzipKb)
    failures.push(`${TRACKING_PAGE.path}: first-load JS ${jsGzipKb} KB gzip ≥ ${TRACKING_PAGE.jsGzipKb} KB`);
  return { built: true, files: js.length, jsGzipKb, failures };
}
