#!/usr/bin/env node
// The emulated server (mocks/, the same handlers the browser's MSW runs) over plain HTTP, for a
// real-mode build to talk to: `vite preview` of dist-real proxies /api to it when
// MOCK_API_URL is set (vite.config.ts). The bench measures the real build against it, so the
// pages it scores show data, as they would against the real server, not their error state.
// Usage: node scripts/api/serve-mock-api.mjs [port]   (default 4398; state in memory, seeded)
import console from 'node:console';
import { createServer } from 'node:http';
import process from 'node:process';
import { Readable } from 'node:stream';
import { fileURLToPath, URL } from 'node:url';
import { getResponse } from 'msw';
import { runnerImport } from 'vite';
import { pathAliases } from '../path-aliases.mjs';
import { BodyTooLarge, bodyLimitFor, readLimitedBody, sendTooLarge } from './http-body.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.argv[2] ?? process.env.MOCK_API_PORT ?? 4398);

process.chdir(root);
// The mock is TypeScript with the app's path aliases: load it through Vite's module runner.
const viteConfig = {
  root,
  configFile: false,
  resolve: { alias: pathAliases },
};
const { module: mock } = await runnerImport(`${root}mocks/node.ts`, viteConfig);
// One module graph: the handlers the node setup registered (its geography loader, its data).
const handlers = mock.server.listHandlers();
// The contract's body limits (src/domain/limits.ts), enforced before a byte more is buffered.
const { module: limits } = await runnerImport(`${root}src/domain/limits.ts`, viteConfig);
const bodyLimits = { json: limits.MAX_JSON_BODY_BYTES, multipart: limits.MAX_MULTIPART_BODY_BYTES };
await mock.resetMockDb();

const server = createServer(async (req, res) => {
  try {
    const read = await readLimitedBody(req, bodyLimitFor(req.headers['content-type'], bodyLimits));
    const body = read.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? read : undefined;
    const headers = new globalThis.Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new globalThis.Request(
      new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`),
      {
        method: req.method,
        headers,
        body,
      },
    );
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not handled by the emulated server');
      return;
    }
    // Headers as pairs, so that several Set-Cookie headers all reach the client.
    const out = [];
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') out.push([name, value]);
    });
    for (const cookie of response.headers.getSetCookie()) out.push(['set-cookie', cookie]);
    res.writeHead(response.status, out.flat());
    if (response.body) Readable.fromWeb(response.body).pipe(res);
    else res.end();
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      sendTooLarge(req, res);
      return;
    }
    console.error(error);
    res.writeHead(500).end();
  }
});
server.listen(port, '127.0.0.1', () => console.log(`emulated API on http://127.0.0.1:${port}/api/v1`));
