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
      validateResponses: false,
      contractLog: undefined,
      demo: false,
      tenderSweepMs: 5000,
      storage: { kind: 'disk', folder: 'data/documents' },
    });
    // Each answer is checked against the contract in test mode, and in development on demand.
    expect(readConfig({ CONTRACT_LOG: '/tmp/c.log' }, ['--test'])).toMatchObject({
      validateResponses: true,
      contractLog: '/tmp/c.log',
    });
    expect(readConfig({ VALIDATE_RESPONSES: '1' }, []).validateResponses).toBe(true);
    // The load benchmark needs test mode's clock but measures the server as it is deployed.
    expect(readConfig({ VALIDATE_RESPONSES: '0' }, ['--test']).validateResponses).toBe(false);
    expect(
      readConfig({ PORT: '0', DATA_DIR: '/x', DATABASE_URL: 'postgres://a/b', TOKEN_SECRET: 's' }, [
        '--test',
        '--demo',
      ]),
    ).toMatchObject({
      port: 0,
      dataDir: '/x',
      databaseUrl: 'postgres://a/b',
      testMode: true,
      demo: true,
      tokenSecret: 's',
    });
    expect(() => readConfig({ PORT: 'eighty' }, [])).toThrow(/PORT/);
    expect(readConfig({ TENDER_SWEEP_SECONDS: '0' }, []).tenderSweepMs).toBe(0);
    expect(readConfig({}, ['--test']).tenderSweepMs).toBe(0);
    expect(readConfig({ TENDER_SWEEP_SECONDS: '2' }, ['--test']).tenderSweepMs).toBe(2000);
    expect(() => readConfig({ TENDER_SWEEP_SECONDS: 'often' }, [])).toThrow(/TENDER_SWEEP_SECONDS/);
  });

  it("reads where the documents' bytes go: beside DATA_DIR, DOCUMENTS_DIR, or an S3 bucket", () => {
    expect(readConfig({ DATA_DIR: '/srv/kurye/pglite' }, []).storage).toEqual({
      kind: 'disk',
      folder: '/srv/kurye/documents',
    });
    expect(readConfig({ DOCUMENTS_DIR: '/mnt/docs' }, []).storage).toEqual({
      kind: 'disk',
      folder: '/mnt/docs',
    });
    const s3 = {
      STORAGE_URL: 's3://kurye-docs/prod/files/',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(readConfig(s3, []).storage).toEqual({
      kind: 's3',
      bucket: 'kurye-docs',
      prefix: 'prod/files/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(readConfig({ ...s3, S3_ENDPOINT: '', S3_REGION: '' }, []).storage).toMatchObject({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
    });
    expect(() => readConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' }, [])).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => readConfig({ STORAGE_URL: 'ftp://x' }, [])).toThrow(/STORAGE_URL/);
  });

  it('serves /api/v1 on a folder, and a second server on that folder is refused until the first stops', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'kurye-server-')), 'pglite');
    // --demo fills the new folder with the demo accounts once; a restart keeps what is there.
    const config = {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      testMode: true,
      validateResponses: true,
      demo: true,
      storage: { kind: 'disk' as const, folder: join(dataDir, '..', 'documents') },
    };
    const adminSignIn = (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: '05301112233', password: 'Admin123!', loginType: 3 }),
      });
    const first = await startServer(config);
    try {
      const answer = await fetch(`http://127.0.0.1:${first.port}/api/v1/__mock/clock`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { success: boolean }).success).toBe(true);
      expect((await adminSignIn(first.port)).status).toBe(200);
      await expect(startServer(config)).rejects.toThrow(/in use by process/);
    } finally {
      await first.close();
    }
    const again = await startServer(config);
    try {
      expect((await adminSignIn(again.port)).status).toBe(200);
    } finally {
      await again.close();
    }
  }, 120_000);
});
