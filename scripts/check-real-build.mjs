#!/usr/bin/env node
// `npm run check:real`: a real-mode build (VITE_API_MODE=real) must ship no mock code
// (docs/architecture.md#modes-and-configuration): no MSW worker script, no MSW or mock-server code in
// any chunk (by marker strings, and by the sourcemaps: no source under mocks/, msw or @mswjs),
// a service worker that does not import the mock worker, none of the mock's seed files (geo/)
// and a config.json that does not say mock mode.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// CHECK_REAL_OUT measures another folder (to see the check fail on a mock build, say).
const out = join(root, process.env.CHECK_REAL_OUT ?? 'dist-real');

// Strings only the mock brings: MSW's worker protocol and setup, our mock's storage key and
// control endpoints.
const markers = [
  'mockServiceWorker',
  'MOCK_ACTIVATE',
  'INTEGRITY_CHECK_REQUEST',
  'setupWorker',
  'kurye-cagir:mock-db',
  '/__mock/',
];

if (process.env.CHECK_REAL_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-real'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MODE: 'real' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

// Sourcemap `sources` that only the mock brings: our mocks/ folder, MSW and its helpers.
const mockSource = /(^|\/)mocks\/|node_modules\/(msw|@mswjs|@msw)\//;

const problems = [];
if (existsSync(join(out, 'mockServiceWorker.js'))) problems.push('dist-real/mockServiceWorker.js exists');
if (existsSync(join(out, 'geo'))) problems.push('dist-real/geo/ exists (the mock seeds from it)');
if (existsSync(join(out, 'config.json'))) {
  let mode;
  try {
    mode = JSON.parse(readFileSync(join(out, 'config.json'), 'utf8')).mode;
  } catch {
    problems.push('dist-real/config.json is not JSON');
  }
  if (mode !== undefined && mode !== 'real') problems.push(`dist-real/config.json says mode "${mode}"`);
}
if (!existsSync(join(out, 'sw.js'))) problems.push('dist-real/sw.js is missing');
else if (/importScripts/.test(readFileSync(join(out, 'sw.js'), 'utf8')))
  problems.push('dist-real/sw.js calls importScripts (the mock worker)');
for (const file of files(out)) {
  if (file.endsWith('.map')) {
    let sources = [];
    try {
      sources = JSON.parse(readFileSync(file, 'utf8')).sources ?? [];
    } catch {
      problems.push(`${relative(root, file)} is not a sourcemap`);
    }
    for (const source of sources)
      if (mockSource.test(source)) problems.push(`${relative(root, file)} maps mock source ${source}`);
    continue;
  }
  if (!/\.(js|html|webmanifest)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const marker of markers)
    if (text.includes(marker)) problems.push(`${relative(root, file)} contains "${marker}"`);
}

if (problems.length > 0) {
  process.stderr.write(
    `check:real: mock code in the real-mode build:\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}
process.stdout.write('check:real: the real-mode build contains no mock code\n');
