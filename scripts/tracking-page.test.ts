// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKING_PAGE, trackingPageLoad } from './bench/tracking-page.mjs';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A build with these JS files (content and the sources their maps list) under one HTML entry. */
function build(files: Record<string, { code: string | Buffer; sources: string[] }>) {
  dist = mkdtempSync(join(tmpdir(), 'kc-tracking-'));
  mkdirSync(join(dist, 'assets'));
  const manifest: Record<string, unknown> = {};
  const names = Object.keys(files);
  for (const [name, file] of Object.entries(files)) {
    writeFileSync(join(dist, 'assets', name), file.code);
    writeFileSync(join(dist, 'assets', `${name}.map`), JSON.stringify({ version: 3, sources: file.sources }));
    manifest[`_${name}`] = { file: `assets/${name}` };
  }
  manifest[TRACKING_PAGE.html] = {
    file: `assets/${names[0]}`,
    isEntry: true,
    imports: names.slice(1).map((name) => `_${name}`),
  };
  return manifest;
}

describe("the recipient's tracking page budget", () => {
  it('says the page is not built while the build has no such entry', () => {
    expect(
      trackingPageLoad('/nowhere', { 'index.html': { file: 'assets/index.js', isEntry: true } }),
    ).toEqual({
      built: false,
    });
  });

  it('passes a small page of its own code', () => {
    const manifest = build({
      'takip.js': { code: 'document.title = "Takip";', sources: ['../../src/tracking/main.ts'] },
    });
    expect(trackingPageLoad(dist, manifest)).toMatchObject({ built: true, files: 1, failures: [] });
  });

  it("refuses React, Mantine, the router, the map and the app's screens in what it loads at start", () => {
    const manifest = build({
      'takip.js': { code: 'a', sources: ['../../src/tracking/main.ts'] },
      'vendor.js': {
        code: 'b',
        sources: [
          '../../node_modules/react-dom/cjs/react-dom.production.js',
          '../../node_modules/@mantine/core/esm/index.mjs',
          '../../node_modules/@tanstack/react-router/dist/esm/index.js',
          '../../node_modules/maplibre-gl/dist/maplibre-gl.js',
          '../../src/features/shipment-follow/status.tsx',
        ],
      },
    });
    const { failures } = trackingPageLoad(dist, manifest) as { failures: string[] };
    expect(failures).toHaveLength(5);
    expect(failures.join('\n')).toMatch(/react-dom.*React/);
    expect(failures.join('\n')).toMatch(/maplibre-gl.*the map/);
  });

  it(`refuses ${TRACKING_PAGE.jsGzipKb} KB gzip or more`, () => {
    // Random bytes do not compress: 70 KB of them stay over the budget.
    const manifest = build({
      'takip.js': { code: randomBytes(70 * 1024), sources: ['../../src/tracking/main.ts'] },
    });
    const result = trackingPageLoad(dist, manifest) as { jsGzipKb: number; failures: string[] };
    expect(result.jsGzipKb).toBeGreaterThan(TRACKING_PAGE.jsGzipKb);
    expect(result.failures).toEqual([expect.stringMatching(/first-load JS .* KB gzip ≥ 60 KB/)]);
  });

  it('refuses a file whose sources cannot be read', () => {
    const manifest = build({ 'takip.js': { code: 'a', sources: [] } });
    rmSync(join(dist, 'assets', 'takip.js.map'));
    expect((trackingPageLoad(dist, manifest) as { failures: string[] }).failures).toEqual([
      expect.stringMatching(/no sourcemap/),
    ]);
  });
});
