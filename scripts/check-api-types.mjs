// Fails when src/api/schema.d.ts is not what openapi.yaml generates, so nobody edits the
// contract (or the generated file) without running `npm run gen:api`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const committed = join(root, 'src/api/schema.d.ts');
const cli = join(root, 'node_modules/openapi-typescript/bin/cli.js');
function printError(text) {
  process.stderr.write(`${text}\n`);
}

const dir = mkdtempSync(join(tmpdir(), 'kc-api-types-'));
const fresh = join(dir, 'schema.d.ts');

try {
  const run = spawnSync(process.execPath, [cli, 'openapi.yaml', '-o', fresh], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    printError('check:api: openapi-typescript failed on openapi.yaml');
    process.exit(1);
  }
  let current;
  try {
    current = readFileSync(committed, 'utf8');
  } catch {
    printError('check:api: src/api/schema.d.ts is missing. Run `npm run gen:api`.');
    process.exit(1);
  }
  const expected = readFileSync(fresh, 'utf8');
  if (current !== expected) {
    const a = current.split('\n');
    const b = expected.split('\n');
    const line = a.findIndex((l, i) => l !== b[i]);
    printError(
      `check:api: src/api/schema.d.ts is out of date with openapi.yaml (first difference at line ${line + 1}).\n` +
        `  committed: ${a[line] ?? '<end of file>'}\n  generated: ${b[line] ?? '<end of file>'}\n` +
        'Run `npm run gen:api` and commit the result.',
    );
    process.exit(1);
  }
  process.stdout.write('check:api: src/api/schema.d.ts matches openapi.yaml\n');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
