// @vitest-environment node
// The documents' storage drivers: the local disk (atomic writes, keys only of the server's making)
// and an S3-compatible bucket, here a tiny in-process fake that refuses unsigned requests.
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk';
import { parseS3Url, s3Storage } from './s3';
import { newStorageKey, type DocumentStorage } from './storage';

async function behavesAsStorage(storage: DocumentStorage): Promise<void> {
  const key = newStorageKey();
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, bytes);
  expect(await storage.get(key)).toEqual(bytes);
  const other = newStorageKey();
  await storage.put(other, new Uint8Array([9]));
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  await storage.delete(key); // nothing there: no error
  expect(await storage.get(other)).toEqual(new Uint8Array([9]));
  // A key the server did not make (a path, a traversal) is refused before any I/O.
  await expect(storage.put('../../etc/passwd', bytes)).rejects.toThrow(/not a storage key/);
  await expect(storage.get('a/b')).rejects.toThrow(/not a storage key/);
}

describe('disk storage', () => {
  it('puts, gets and deletes; a file appears whole (temporary name, then rename)', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'kurye-docs-')), 'documents');
    const storage = diskStorage(folder);
    await behavesAsStorage(storage);
    const key = newStorageKey();
    await storage.put(key, new Uint8Array(1000).fill(7));
    expect(readdirSync(join(folder, key.slice(0, 2)))).toEqual([key]);
  });
});

/** A fake S3 (path-style): PUT, GET, DELETE an object; 403 for an unsigned request. */
function fakeS3(): { server: Server; objects: Map<string, Buffer>; unsigned: number } {
  const state = { objects: new Map<string, Buffer>(), unsigned: 0 };
  const server = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    if (
      !/^AWS4-HMAC-SHA256 Credential=id\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/.test(
        auth,
      ) ||
      !req.headers['x-amz-date'] ||
      !req.headers['x-amz-content-sha256']
    ) {
      state.unsigned += 1;
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://s3');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = decodeURIComponent(url.pathname);
      if (req.method === 'PUT') {
        state.objects.set(path, Buffer.concat(chunks));
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const body = state.objects.get(path);
        if (body) res.writeHead(200).end(body);
        else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'DELETE') {
        state.objects.delete(path);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return Object.assign(state, { server });
}

describe('S3 storage', () => {
  const fake = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const address = fake.server.address();
    endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('reads STORAGE_URL as bucket and prefix', () => {
    expect(parseS3Url('s3://kurye-docs')).toEqual({ bucket: 'kurye-docs', prefix: '' });
    expect(parseS3Url('s3://kurye-docs/a/b/')).toEqual({ bucket: 'kurye-docs', prefix: 'a/b/' });
    expect(() => parseS3Url('s3://')).toThrow(/STORAGE_URL/);
  });

  it('signs every request and stores under the prefix', async () => {
    const settings = {
      bucket: 'kurye-docs',
      prefix: 'test/',
      endpoint,
      region: 'eu-central-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    };
    const storage = await s3Storage(settings);
    fake.objects.set('/kurye-docs/other/keep', Buffer.from('x'));
    await behavesAsStorage(storage);
    const key = newStorageKey();
    await storage.put(key, new Uint8Array([1, 2]));
    // Under the prefix: the other key of behavesAsStorage, this one, and what was there before.
    expect([...fake.objects.keys()].filter((k) => !k.startsWith('/kurye-docs/test/'))).toEqual([
      '/kurye-docs/other/keep',
    ]);
    expect(fake.objects.has(`/kurye-docs/test/${key}`)).toBe(true);
    expect(fake.unsigned).toBe(0);
    // Wrong credentials are refused by the bucket: an error, not a silent null.
    const stranger = await s3Storage({ ...settings, accessKeyId: 'nobody' });
    await expect(stranger.get(key)).rejects.toThrow(/403/);
  });
});
