// @vitest-environment node
// The server as `npm run server` starts it: configuration, a socket, the data folder's lock.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, startServer } from './start';

describe('starting the server', () => {
  it('reads PORT, HOST, DATA_DIR, DATABASE_URL and --test, with defaults', () => {
    expect(readConfig({}, [])).toEqual({
      port: 8787,
      host: '127.0.0.1',
      dataDir: 'data/pglite',
      databaseUrl: undefined,
      testMode: false,
      tenderSweepMs: 5000,
    });
    expect(
      readConfig({ PORT: '0', DATA_DIR: '/x', DATABASE_URL: 'postgres://a/b' }, ['--test']),
    ).toMatchObject({
      port: 0,
      dataDir: '/x',
      databaseUrl: 'postgres://a/b',
      testMode: true,
    });
    expect(() => readConfig({ PORT: 'eighty' }, [])).toThrow(/PORT/);
    expect(readConfig({ TENDER_SWEEP_SECONDS: '0' }, []).tenderSweepMs).toBe(0);
    expect(readConfig({}, ['--test']).tenderSweepMs).toBe(0);
    expect(readConfig({ TENDER_SWEEP_SECONDS: '2' }, ['--test']).tenderSweepMs).toBe(2000);
    expect(() => readConfig({ TENDER_SWEEP_SECONDS: 'often' }, [])).toThrow(/TENDER_SWEEP_SECONDS/);
  });

  it('serves /api/v1 on a folder, and a second server on that folder is refused until the first stops', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'kurye-server-')), 'pglite');
    const config = { port: 0, host: '127.0.0.1', dataDir, testMode: true };
    const first = await startServer(config);
    try {
      const answer = await fetch(`http://127.0.0.1:${first.port}/api/v1/__mock/clock`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { success: boolean }).success).toBe(true);
      await expect(startServer(config)).rejects.toThrow(/in use by process/);
    } finally {
      await first.close();
    }
    const again = await startServer(config);
    await again.close();
  }, 120_000);
});
