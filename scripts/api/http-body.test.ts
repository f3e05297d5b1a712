// @vitest-environment node
// The emulated API's HTTP server read a body of any size into memory (issue 14).
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from '@/domain/limits';
import { BodyTooLarge, bodyLimitFor, readLimitedBody, sendTooLarge } from './http-body.mjs';

const limits = { json: 1000, multipart: 5000 };
let server: Server | undefined;
let received = 0;

async function start(): Promise<number> {
  received = 0;
  server = createServer(async (req, res) => {
    req.on('data', (chunk: Buffer) => (received += chunk.length));
    try {
      const body = await readLimitedBody(req, bodyLimitFor(req.headers['content-type'], limits));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes: body.length }));
    } catch (error) {
      if (error instanceof BodyTooLarge) sendTooLarge(req, res);
      else res.writeHead(500).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** Sends `chunks` (chunked when `declare` is false) and resolves with the status and body. */
function send(
  port: number,
  chunks: Buffer[],
  { declare = true, type = 'application/json' } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const req = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/v1/feedback',
        headers: { 'content-type': type, ...(declare ? { 'content-length': total } : {}) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    let i = 0;
    const next = () => {
      if (i >= chunks.length) return req.end();
      // Stop writing once the server has answered and closed.
      if (req.destroyed) return;
      req.write(chunks[i++], () => setImmediate(next));
    };
    next();
  });
}

describe('HTTP body limits of the emulated API', () => {
  it('matches the contract: 1 MB of JSON, 21 MB of multipart', () => {
    expect(bodyLimitFor('application/json', { json: MAX_JSON_BODY_BYTES, multipart: 1 })).toBe(1_000_000);
    expect(
      bodyLimitFor('multipart/form-data; boundary=x', { json: 1, multipart: MAX_MULTIPART_BODY_BYTES }),
    ).toBe(21_000_000);
  });

  it('reads a body within the limit', async () => {
    const port = await start();
    const res = await send(port, [Buffer.alloc(1000, 'a')]);
    expect(res).toEqual({ status: 200, body: JSON.stringify({ bytes: 1000 }) });
  });

  it('refuses a declared oversized body with 413 in the error envelope, before reading it', async () => {
    const port = await start();
    const res = await send(port, [Buffer.alloc(1001, 'a')]).catch(() => ({ status: 0, body: '' }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      code: 'BODY_TOO_LARGE',
      desc: 'Gönderilen veri çok büyük.',
    });
  });

  it('stops a chunked body that declares nothing as soon as it passes the limit', async () => {
    const port = await start();
    const chunks = Array.from({ length: 200 }, () => Buffer.alloc(500, 'a')); // 100 kB in all
    const res = await send(port, chunks, { declare: false }).catch(() => ({ status: 0, body: '' }));
    expect(res.status).toBe(413);
    // Not the 100 kB: reading stopped at the first chunk over 1000 bytes (give or take a socket buffer).
    expect(received).toBeLessThan(70_000);
  });

  it('gives multipart its own, larger limit', async () => {
    const port = await start();
    const res = await send(port, [Buffer.alloc(4000, 'a')], { type: 'multipart/form-data; boundary=x' });
    expect(res.status).toBe(200);
  });
});

describe('the emulated API server (scripts/api/serve-mock-api.mjs)', () => {
  it('answers 413 to a 2 MB JSON body and still serves the next request', { timeout: 90_000 }, async () => {
    const { spawn } = await import('node:child_process');
    const port = 4300 + Math.floor(Math.random() * 90);
    const child = spawn(process.execPath, ['scripts/api/serve-mock-api.mjs', String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          if (d.toString().includes('emulated API on')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
      });
      const big = JSON.stringify({ message: 'x'.repeat(2_000_000) });
      const refused = await fetch(`http://127.0.0.1:${port}/api/v1/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      expect(refused.status).toBe(413);
      expect(await refused.json()).toMatchObject({ success: false, code: 'BODY_TOO_LARGE' });

      const fine = await fetch(`http://127.0.0.1:${port}/api/v1/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ topic: 'kurye', message: 'Kurye çok kibardı, teşekkürler.' }),
      });
      expect(fine.status).toBe(201);
    } finally {
      child.kill();
    }
  });
});
