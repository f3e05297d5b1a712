// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cspDirectives,
  headerPolicy,
  headersFile,
  metaPolicy,
  originsFromEnv,
  securityHeaders,
} from './security-headers.mjs';

/** A serialized policy back into directive → sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  const policy = parse(headerPolicy());
  const everySource = [...policy.values()].flat();

  it('runs only our own scripts: no inline script, no eval, no wildcard anywhere', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(everySource).not.toContain("'unsafe-eval'");
    expect(everySource).not.toContain("'wasm-unsafe-eval'");
    expect(everySource.filter((source) => source.includes('*'))).toEqual([]);
    expect(everySource).not.toContain('http:');
    expect(everySource).not.toContain('https:');
    // 'unsafe-inline' only for styles (Mantine's inline <style> tags, the boot frame's stylesheet).
    expect(
      [...policy].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name),
    ).toEqual(['style-src']);
  });

  it('falls back to our origin, and refuses plugins, <base>, framing and foreign form targets', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('names where workers, fetches, images, fonts and the manifest may come from', () => {
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // data: for maplibre's control icons; no blob: (the map's images are decoded without URLs).
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
  });

  it('puts in the <meta> tag only what holds everywhere and what a meta policy may say', () => {
    const meta = parse(metaPolicy());
    expect(meta.get('script-src')).toEqual(["'self'"]);
    expect(meta.has('frame-ancestors')).toBe(false);
    // Where the app fetches from and draws images from depends on the deployment.
    expect(meta.has('connect-src')).toBe(false);
    expect(meta.has('img-src')).toBe(false);
    expect(meta.has('default-src')).toBe(false);
    // Whatever the meta says, the header says the same.
    for (const [name, sources] of meta) expect(policy.get(name), name).toEqual(sources);
  });

  it("adds a deployment's API and map hosts to connect-src and img-src only", () => {
    const origins = originsFromEnv({
      VITE_API_BASE_URL: 'https://api.kuryecagir.example/api/v1',
      VITE_MAP_STYLE_URL: 'https://tiles.example/styles/street.json',
      CSP_CONNECT_SRC: 'https://geo.example',
      CSP_IMG_SRC: 'https://img.example  https://tiles.example',
    });
    const directives = cspDirectives(origins);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.kuryecagir.example',
      'https://tiles.example',
      'https://geo.example',
    ]);
    expect(parse(headerPolicy(origins)).get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://tiles.example',
      'https://img.example',
    ]);
    expect(directives['script-src']).toEqual(["'self'"]);
    // Same-origin paths add nothing.
    expect(originsFromEnv({ VITE_API_BASE_URL: '/api/v1', VITE_MAP_STYLE_URL: '/map/style.json' })).toEqual({
      connectSrc: [],
      imgSrc: [],
    });
  });
});

describe('the other security headers', () => {
  const headers = securityHeaders();

  it('stops MIME sniffing and keeps paths (tracking codes) from other sites', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allows location and the camera to the app itself and nothing else', () => {
    const features = new Map(
      (headers['Permissions-Policy'] ?? '').split(', ').map((entry) => entry.split('=') as [string, string]),
    );
    expect(features.get('geolocation')).toBe('(self)');
    expect(features.get('camera')).toBe('(self)');
    const allowed = [...features].filter(([, allow]) => allow !== '()').map(([feature]) => feature);
    expect(allowed).toEqual(['geolocation', 'camera']);
    expect(features.get('microphone')).toBe('()');
    expect(features.get('payment')).toBe('()');
  });

  it('writes the same headers for static hosts, on every path', () => {
    const file = headersFile();
    expect(file).toContain('\n/*\n');
    for (const [name, value] of Object.entries(headers)) expect(file).toContain(`\n  ${name}: ${value}\n`);
  });
});
