#!/usr/bin/env node
// `npm run check:first-load`: which code the public pages load before they can render, read from
// the mock build's Vite manifest and sourcemaps (no timing; one size rule, the other sizes are in
// `npm run bench`). Staff screens, the courier's screens, the map, the mock and the admin-only
// libraries stay out of the first load of `/`, `/gonderi-olustur`, `/giris` and `/kurye/giris`
// (issue 18: "the customer's first load does not grow"; issue 19), and everything but its own
// feature out of `/kurye/uye-ol`'s (issue 33: no map code until the map is opened). A route file is in every first
// load (TanStack Router does not split `validateSearch`): what it imports must stay small, which is
// why each admin list keeps its URL search in its own `api/search.ts` and code lists come from
// `src/domain/url-values.ts` (docs/decisions/0032-what-the-route-tree-imports-issue-18-first-load-js.md).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { firstLoad, readManifest, sourcesOfFiles } from './bench/first-load.mjs';
import { TRACKING_PAGE, trackingPageLoad } from './bench/tracking-page.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.env.CHECK_FIRST_LOAD_OUT ?? 'dist');

const pages = [
  { path: '/', files: ['src/routes/index.tsx'] },
  { path: '/gonderi-olustur', files: ['src/routes/gonderi-olustur.tsx'] },
  // Issue 33: the sign-in pages load no more than / does (gzip, as the bench counts it).
  { path: '/giris', files: ['src/routes/giris.tsx'], noHeavierThan: '/' },
  { path: '/kurye/giris', files: ['src/routes/kurye/giris.tsx'], noHeavierThan: '/' },
  // The courier's application is its own page: its feature is allowed, the map and the rest are not.
  { path: '/kurye/uye-ol', files: ['src/routes/kurye/uye-ol.tsx'], allow: /^src\/features\/courier-apply\// },
];

/** Sources that must not be in those first loads, with why. */
const forbidden = [
  [
    /^src\/features\/admin\/(?!.*\/api\/search\.ts$|wallet\/days\.ts$)/,
    'staff screens (only their URL search may be)',
  ],
  [/^src\/features\/(courier-[^/]+|courier)\//, "the courier's screens"],
  [
    /^src\/domain\/(wallet|notifications|packages|member-status|dynamic-pages)\.ts$/,
    'admin domain rules and schemas',
  ],
  [/^src\/features\/dynamic-pages\/(?!api\/get-dynamic-page\.ts$)/, 'the dynamic page renderer'],
  [/^src\/mocks\//, 'the emulated server'],
  // The map's code; its stylesheet's URL (`maplibre-gl.css?url`, one string) may be there: the map
  // picker fetches the CSS beside the map's code once the map is opened.
  [/node_modules\/(maplibre-gl|react-map-gl|@vis\.gl)\/(?!.*\.css\?url$)/, 'the map'],
  [
    /node_modules\/(mantine-datatable|recharts|@mantine\/charts|@mantine\/dates|dayjs)\//,
    'admin-only libraries',
  ],
  [/node_modules\/(msw|@mswjs|@msw)\//, 'the mock'],
];

/**
 * Bytes (gzip) a page given `noHeavierThan` may load beyond that page: the sum of separately
 * compressed files moves by a few dozen bytes when a shared chunk is cut differently, with no
 * change of what is loaded; 512 B lets that noise through and nothing a feature brings (the
 * sign-in form's own code is about 60 KB, its smallest part, the password input, 2 KB).
 */
const SIZE_TOLERANCE_BYTES = 512;

if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error(`check:first-load: no build in ${dist} (run \`npm run build\` first)`);
  process.exit(1);
}
const manifest = readManifest(dist);
const failures = [];
const gzipOf = new Map(pages.map((page) => [page.path, firstLoad(dist, manifest, page.files).js.gzip]));
for (const page of pages) {
  const { jsFiles } = firstLoad(dist, manifest, page.files);
  if (page.noHeavierThan) {
    const own = gzipOf.get(page.path);
    const other = gzipOf.get(page.noHeavierThan);
    if (own > other + SIZE_TOLERANCE_BYTES)
      failures.push(
        `${page.path}: first-load JS ${own} B gzip, more than ${page.noHeavierThan}'s ${other} B (+${own - other} B, ${SIZE_TOLERANCE_BYTES} B allowed)`,
      );
  }
  const { sources, problems } = sourcesOfFiles(dist, jsFiles);
  for (const problem of problems) failures.push(`${page.path}: ${problem}`);
  for (const source of sources) {
    if (page.allow?.test(source)) continue;
    const hit = forbidden.find(([pattern]) => pattern.test(source));
    if (hit) failures.push(`${page.path}: ${source} (${hit[1]})`);
  }
  console.log(
    `${page.path}: ${jsFiles.length} files, ${sources.size} sources checked, ${gzipOf.get(page.path)} B gzip`,
  );
}
// The recipient's tracking page: its own entry, within its budget once it is built.
const tracking = trackingPageLoad(dist, manifest);
if (tracking.built) {
  failures.push(...tracking.failures);
  console.log(
    `${TRACKING_PAGE.path}: ${tracking.files} files, ${tracking.jsGzipKb} KB gzip (budget ${TRACKING_PAGE.jsGzipKb} KB)`,
  );
} else
  console.log(
    `${TRACKING_PAGE.path}: not built yet (${TRACKING_PAGE.html}); its budget: JS < ${TRACKING_PAGE.jsGzipKb} KB gzip, no React, Mantine, router or map at start`,
  );
if (failures.length > 0) {
  console.error(`check:first-load: ${failures.length} source(s) in a public page's first load:`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log(
  'check:first-load: no staff, courier, map or mock code in the public pages’ first load; the sign-in pages no heavier than /',
);
