// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUse, ensureDataDir, lockDataDir } from './data-dir';

const scratch = () => mkdtempSync(join(tmpdir(), 'kurye-data-'));

describe('the data folder', () => {
  it('is held by one process: a second taker is refused while the first holds it', () => {
    const dir = join(scratch(), 'pglite');
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lockfile left by a process that is gone', () => {
    const dir = join(scratch(), 'pglite');
    writeFileSync(`${dir}.lock`, '2147483646'); // no such process
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('is initialised aside and renamed into place, leaving no temporary folder', async () => {
    const parent = scratch();
    const dir = join(parent, 'pglite');
    await ensureDataDir(dir);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(parent)).toEqual(['pglite']);
    await ensureDataDir(dir); // already one: left as it is
    expect(readdirSync(parent)).toEqual(['pglite']);
  }, 60_000);

  it('never takes over a folder that holds something else', async () => {
    const dir = join(scratch(), 'mine');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'keep me');
    await expect(ensureDataDir(dir)).rejects.toThrow(/not empty/);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('keep me');
  });
});
