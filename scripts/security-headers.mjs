// The one source of the app's Content-Security-Policy and security headers (issue 14, docs/architecture.md
// "Security"). Used by vite.config.ts for three outputs: the <meta> policy in the built index.html,
// `vite preview`'s response headers (so every e2e test runs under them), and `_headers` for static
// hosts (Netlify / Cloudflare Pages format) written next to the build.
//
// Why it matters: the access token lives in web storage (docs/data-model.md), so a script injected anywhere
// would own the session.
import { URL } from 'node:url';

/**
 * The directives that hold wherever the app is deployed: these go into the <meta> tag too.
 * - script-src 'self': Vite emits only external module scripts (no inline script, no eval).
 * - style-src 'unsafe-inline': Mantine 9 injects inline <style> tags (its CSS variables) and
 *   index.html carries the inline stylesheet of the frame painted before the script runs. Styles
 *   cannot run code; without a server there is no per-response nonce to give Mantine.
 * - img-src data:: maplibre's stylesheet draws its control icons as data: SVGs.
 * - worker-src 'self': the service worker (which imports MSW's worker in mock builds) and
 *   maplibre's worker (a same-origin file, `setWorkerUrl`), so no blob: workers.
 */
const fixedDirectives = {
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ["'self'"],
  'font-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * The full policy's directives. `connectSrc` and `imgSrc` add origins (e.g. a real API's, a map
 * tile host's): where the app talks to depends on the deployment, so these stay out of the meta tag.
 *
 * @param {{ connectSrc?: readonly string[], imgSrc?: readonly string[] }} [origins]
 * @returns {Record<string, string[]>}
 */
export function cspDirectives({ connectSrc = [], imgSrc = [] } = {}) {
  return {
    'default-src': ["'self'"],
    ...fixedDirectives,
    'connect-src': ["'self'", ...connectSrc],
    'img-src': ["'self'", 'data:', ...imgSrc],
    // Header only: browsers ignore frame-ancestors in a <meta> policy.
    'frame-ancestors': ["'none'"],
  };
}

/** @param {Record<string, readonly string[]>} directives */
function serialize(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** The policy for the <meta http-equiv="Content-Security-Policy"> tag of the built index.html. */
export function metaPolicy() {
  return serialize(fixedDirectives);
}

/** @param {{ connectSrc?: readonly string[], imgSrc?: readonly string[] }} [origins] */
export function headerPolicy(origins) {
  return serialize(cspDirectives(origins));
}

/**
 * Browser features: the map picker may locate the user, couriers photograph documents; the rest
 * is off. Only names Chromium knows, or it logs an error for each unknown one.
 */
const permissions = {
  geolocation: '(self)',
  camera: '(self)',
  microphone: '()',
  payment: '()',
  usb: '()',
  serial: '()',
  hid: '()',
  midi: '()',
  accelerometer: '()',
  gyroscope: '()',
  magnetometer: '()',
  'display-capture': '()',
  'screen-wake-lock': '()',
  'idle-detection': '()',
  'xr-spatial-tracking': '()',
  'publickey-credentials-get': '()',
  'encrypted-media': '()',
  autoplay: '()',
  fullscreen: '()',
  'picture-in-picture': '()',
};

/**
 * Every response's security headers.
 *
 * @param {{ connectSrc?: readonly string[], imgSrc?: readonly string[] }} [origins]
 * @returns {Record<string, string>}
 */
export function securityHeaders(origins) {
  return {
    'Content-Security-Policy': headerPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    // Tile hosts may need the origin (usage policies); paths (tracking codes) never leave the site.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': Object.entries(permissions)
      .map(([feature, allow]) => `${feature}=${allow}`)
      .join(', '),
  };
}

/**
 * `_headers` for Netlify / Cloudflare Pages: the same headers on every path.
 *
 * @param {{ connectSrc?: readonly string[], imgSrc?: readonly string[] }} [origins]
 */
export function headersFile(origins) {
  const lines = Object.entries(securityHeaders(origins)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Written by the build from scripts/security-headers.mjs: edit that file (or CSP_CONNECT_SRC /',
    '# CSP_IMG_SRC at build time), not this one. Netlify / Cloudflare Pages format.',
    '/*',
    ...lines,
    '',
  ].join('\n');
}

/**
 * Extra origins from the build's environment: CSP_CONNECT_SRC and CSP_IMG_SRC (space-separated),
 * plus the origin of VITE_API_BASE_URL / VITE_MAP_STYLE_URL when they point at another host.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {{ connectSrc: string[], imgSrc: string[] }}
 */
export function originsFromEnv(env) {
  const list = (value) => (value ?? '').split(/\s+/).filter(Boolean);
  const originOf = (url) => {
    if (!url || !/^https?:\/\//.test(url)) return [];
    return [new URL(url).origin];
  };
  const mapOrigin = originOf(env.VITE_MAP_STYLE_URL);
  return {
    connectSrc: [...originOf(env.VITE_API_BASE_URL), ...mapOrigin, ...list(env.CSP_CONNECT_SRC)],
    imgSrc: [...mapOrigin, ...list(env.CSP_IMG_SRC)],
  };
}
