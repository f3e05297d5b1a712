#!/usr/bin/env node
// `node scripts/side-by-side.mjs <npm script> <npm script> …`: runs the npm scripts at once and
// fails if any fails. Each one's output is kept and printed whole when it ends (the first to end
// first), so two runs' lines never interleave in a log. Used by `npm run test:servers`: the API
// suites against the server on PGlite and on PostgreSQL each keep about one core busy (the tests
// wait for the server, the server for its engine), so on two cores they take little more time
// together than the longer one alone. Ctrl-C or SIGTERM stops every run (each stops its own server).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import console from 'node:console';
import process from 'node:process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const runs = scripts.map((script) => {
  const child = spawn(npm, ['run', '--silent', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => {
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { script, child, chunks, done };
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const run of runs) if (run.child.exitCode === null) run.child.kill(signal);
  });
}

let failed = 0;
await Promise.all(
  runs.map(async (run) => {
    const code = await run.done;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    process.stdout.write(`\n== npm run ${run.script} (side by side): exit ${code} after ${seconds} s\n`);
    process.stdout.write(Buffer.concat(run.chunks));
    if (code !== 0) failed++;
  }),
);
if (failed > 0) console.error(`\n${failed} of ${runs.length} side-by-side runs failed.`);
process.exit(failed > 0 ? 1 : 0);
