import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { prerenderedLookup } from '../../scripts/prerender.mjs';
import { securityHeaders } from '../../scripts/security-headers.mjs';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.geojson': 'application/geo+json',
};

export interface StaticCopy {
  url: string;
  /** The copy's folder: change a file here to "deploy" a new version. */
  root: string;
  close(): Promise<void>;
}

/**
 * Serves a throw-away copy of the built app (prerendered pages, SPA fallback to index.html, no caching, the security
 * headers), so a test can change files under it, as a deploy would, without touching the build
 * other tests use.
 */
export async function serveCopyOfBuild(): Promise<StaticCopy> {
  const root = mkdtempSync(join(tmpdir(), 'kc-e2e-dist-'));
  const dist = process.env.E2E_DIST ?? 'dist';
  // Source maps are not needed; the per-city lookup files are (the mock seeds from them).
  cpSync(dist, root, { recursive: true, filter: (src) => !src.endsWith('.map') });
  // The prerendered public pages get their own HTML, as `vite preview` and the host rewrites do.
  const prerendered = prerenderedLookup(root);
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const path = normalize(`/${prerendered(pathname) ?? pathname}`);
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    response.writeHead(200, {
      // The headers `vite preview` sends, so tests on this copy run under the same policy.
      ...securityHeaders(),
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          rmSync(root, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}
