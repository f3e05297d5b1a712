// Prerendering (issue 19): after the client build has written its files, and before
// vite-plugin-pwa computes the precache's revisions (its closeBundle), the app is built once more
// for the server (`src/entry-server.tsx`, `vite build --ssr`), and every path of
// src/prerender-routes.ts is rendered into its own HTML file: the built shell (index.html) with the
// page's markup in #root, the page's modules preloaded (by /boot.js) and its stylesheets linked
// (CSS modules: without them the page's text jumps once the chunk's CSS arrives). index.html stays
// the unprerendered shell, the fallback for every other path. Mock and real builds are each
// prerendered from their own build (their hashes differ). Any `vite build` does it, so
// `npm run build`, `npm run build:real`, `npm run check:real` and the bench all get it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL, URL } from 'node:url';
import { routeChunkKeys, staticClosure } from './bench/first-load.mjs';

/** The prerendered paths' files, as the server and the e2e static server need them. */
const PRERENDER_LIST = 'prerendered/paths.json';

/** Route files that may define a route id (file-based routing, flat or folder style). */
function routeFileCandidates(routeId) {
  const id = routeId.replace(/\/$/, '');
  return id === ''
    ? ['src/routes/index.tsx']
    : [`src/routes${id}.tsx`, `src/routes${id}/index.tsx`, `src/routes${id}/route.tsx`];
}

function headLinks(manifest, routeIds, entryFiles) {
  const keys = [];
  for (const routeId of routeIds) {
    if (routeId === '__root__') continue;
    const found = routeFileCandidates(routeId).flatMap((file) => routeChunkKeys(manifest, file));
    if (found.length === 0)
      throw new Error(`prerender: no split chunk in the Vite manifest for route ${routeId}`);
    keys.push(...found);
  }
  const { js, css } = staticClosure(manifest, keys);
  return [
    ...css
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

/**
 * The prerendered page evaluates the app's entry only after its first paint (the issue's
 * experiment: +5 to +6 Lighthouse points on the create page): the entry's <script> is replaced by
 * this tiny external module (the CSP allows no inline script), which imports the entry named in
 * a <meta> once a frame has been painted. The page's modules (the entry's and the route's) are
 * preloaded by the boot module too, as its first act, not by <link rel="modulepreload"> in the
 * HTML: the parser's own preloads held the first paint back (at 4× CPU and a slow 4G line, first
 * paint at 0.9–1.3 s with them in the HTML, 0.45–0.65 s inserted by the boot module, with the app
 * running as early; docs/decisions/README.md).
 */
const BOOT_FILE = 'boot.js';
const BOOT_SCRIPT = `// Prerendered pages (scripts/prerender.mjs): preloads the page's modules, runs the app's entry
// after the first paint.
// Until the app runs: taps and submissions are noted (src/app/keep-typed-input.ts makes them
// again once React owns their targets), and the browser's own submission, which would reload the
// page with the fields in its address, is stopped.
const early = {
  actions: [],
  stop() {
    document.removeEventListener('click', onEarly, true);
    document.removeEventListener('submit', onEarly, true);
  },
};
function onEarly(event) {
  if (event.type === 'submit') event.preventDefault();
  early.actions.push({ type: event.type, target: event.target, submitter: event.submitter ?? null });
}
document.addEventListener('click', onEarly, true);
document.addEventListener('submit', onEarly, true);
window.__kcEarly = early;
const meta = (name) => document.querySelector(\`meta[name="\${name}"]\`)?.content ?? '';
// A few at a time, a task each: a preload costs the main thread about 0.7 ms (3 ms at 4× CPU),
// the create page's 70 were one task of 200 ms that held a tap back.
const preloads = meta('kc-preload').split(' ').filter(Boolean);
const PRELOADS_PER_TASK = 8;
const preloadSome = () => {
  const links = document.createDocumentFragment();
  for (const href of preloads.splice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  if (preloads.length > 0) setTimeout(preloadSome, 0);
};
preloadSome();
const entry = meta('kc-entry');
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  // The app's code could not be loaded: public/start-check.js tries again, then says so.
  import(entry).catch(() => window.__kcStartFailed?.());
};
requestAnimationFrame(() => setTimeout(start, 0));
// A tab loaded in the background paints nothing: start anyway.
setTimeout(start, 1000);
`;

/** The shell with the page's markup in #root (marked with the path it was rendered for). */
function pageHtml(shell, { path, html, links }) {
  const body = shell.indexOf('<body>');
  const end = shell.indexOf('</body>');
  if (body < 0 || end < 0 || !shell.includes('<div id="root">'))
    throw new Error('prerender: index.html has no <body> with #root');
  const entry = shell.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('prerender: index.html has no entry <script type="module">');
  // Every module the page needs, the entry first: preloaded by the boot module (BOOT_SCRIPT).
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const headAndLinks = `${shell.slice(0, body)}\n${links.join('\n')}`;
  const modules = [entry[1], ...[...headAndLinks.matchAll(preloadTag)].map((m) => m[1])];
  const boot = [
    `<meta name="kc-entry" content="${entry[1]}" />`,
    `<meta name="kc-preload" content="${[...new Set(modules)].join(' ')}" />`,
    `<script type="module" src="/${BOOT_FILE}"></script>`,
  ].join('\n    ');
  const head = shell
    .slice(0, body)
    .replace(preloadTag, '')
    .replace(entry[0], boot)
    .replace('<html lang="tr">', '<html lang="tr" data-mantine-color-scheme="light">')
    .replace(
      '</head>',
      `  ${links.filter((link) => !link.startsWith('<link rel="modulepreload"')).join('\n    ')}\n  </head>`,
    );
  return `${head}<body>\n    <div id="root" data-prerendered="${path}">${html}</div>\n  ${shell.slice(end)}`;
}

async function prerenderInto(root, outDir, mode) {
  const { build } = await import('vite');
  const ssrDir = resolve(root, `${outDir}-ssr-build`);
  try {
    await build({
      root,
      mode,
      logLevel: 'warn',
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        manifest: false,
      },
    });
    const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    const entry = staticClosure(manifest, [entryKey]);
    const entryFiles = new Set([...entry.js, ...entry.css]);
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
    const pages = [
      ...server.PRERENDERED_PATHS.map((path) => ({ path, file: server.prerenderedFile(path) })),
      { path: server.NOT_FOUND_RENDER_PATH, file: server.NOT_FOUND_HTML },
    ];
    for (const page of pages) {
      const { html, routeIds } = await server.render(page.path);
      // The Content-Security-Policy runs no inline script: the page must not need one.
      if (/<script/i.test(html))
        throw new Error(`prerender: ${page.path} renders a <script> (refused by the CSP)`);
      const links = headLinks(manifest, routeIds, entryFiles);
      const target = join(outDir, page.file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, pageHtml(shell, { path: page.path, html, links }));
    }
    writeFileSync(join(outDir, BOOT_FILE), BOOT_SCRIPT);
    writeFileSync(
      join(outDir, PRERENDER_LIST),
      `${JSON.stringify(Object.fromEntries(pages.map((p) => [p.path, p.file])), null, 2)}\n`,
    );
    // Netlify / Cloudflare Pages: each prerendered path (both slash forms) to its own HTML, forced
    // over index.html for `/`; everything else to the shell.
    const rules = server.PRERENDERED_PATHS.flatMap((path) =>
      (path === '/' ? ['/'] : [path, `${path}/`]).map(
        (from) => `${from} /${server.prerenderedFile(path)} 200!`,
      ),
    );
    writeFileSync(join(outDir, '_redirects'), `${[...rules, '/* /index.html 200'].join('\n')}\n`);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

/** The client build's last step before the service worker's precache manifest is computed. */
export function prerender() {
  let config;
  return {
    name: 'kurye:prerender',
    apply: (userConfig, env) => env.command === 'build' && !env.isSsrBuild && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        await prerenderInto(config.root, outDir, config.mode);
        config.logger.info(`prerendered the public pages into ${config.build.outDir}/prerendered`);
      },
    },
  };
}

/**
 * Reads the build's prerendered paths and gives the file for a pathname (both slash forms), or
 * undefined (the shell). Used by `vite preview` and the e2e static server.
 */
export function prerenderedLookup(outDir) {
  let files = {};
  try {
    files = JSON.parse(readFileSync(join(outDir, PRERENDER_LIST), 'utf8'));
  } catch {
    // an unprerendered build: every path gets the shell
  }
  return (pathname) => {
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    return Object.hasOwn(files, path) && path !== '/404.html' ? files[path] : undefined;
  };
}

/** `vite preview` serves each prerendered path's own HTML, as the documented host rewrites do. */
export function previewPrerendered() {
  return {
    name: 'kurye:preview-prerendered',
    apply: (_userConfig, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const lookup = prerenderedLookup(resolve(server.config.root, server.config.build.outDir));
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://x');
        const file = request.method === 'GET' || request.method === 'HEAD' ? lookup(url.pathname) : undefined;
        if (file) request.url = `/${file}${url.search}`;
        next();
      });
    },
  };
}
