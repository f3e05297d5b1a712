import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { entryChunk, isEntryPass } from './scripts/entry-chunk.mjs';
import { mantineStableId } from './scripts/mantine-stable-id.mjs';
import { pathAliases } from './scripts/path-aliases.mjs';
import { prerender, previewPrerendered } from './scripts/prerender.mjs';
import { headersFile, metaPolicy, originsFromEnv, securityHeaders } from './scripts/security-headers.mjs';

// The mode decides whether the emulated server is bundled at all: a real-mode
// build must not contain any mock code (docs/architecture.md#modes-and-configuration).
const realMode = process.env.VITE_API_MODE === 'real';

/** What `/config.json` says in a real-mode build (public/config.json is the mock build's). */
const realModeConfig = {
  mode: 'real',
  apiBaseUrl: process.env.VITE_API_BASE_URL || '/api/v1',
  mapStyleUrl: process.env.VITE_MAP_STYLE_URL || '/map/style.json',
  tileAttribution: '',
};

/**
 * A real-mode build ships none of the mock's files copied from public/: not MSW's worker script,
 * not the per-city lookup files the mock seeds from (geo/, 4.7 MB), and a `config.json` that says
 * real mode instead of the mock build's.
 */
function withoutMockFilesInRealMode(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kurye:real-mode-without-mock-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!realMode) return;
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
      rmSync(resolve(outDir, 'geo'), { recursive: true, force: true });
      writeFileSync(resolve(outDir, 'config.json'), `${JSON.stringify(realModeConfig)}\n`);
    },
  };
}

/** Origins a deployment adds to connect-src / img-src (its API, its map tiles): see README "Deploying". */
const deploymentOrigins = originsFromEnv(process.env);

/**
 * Builds only (dev serves inline scripts for React's fast refresh): the deployment-independent
 * policy as a <meta> tag right after the charset, and the full headers as `_headers` for static hosts.
 */
function contentSecurityPolicy(): Plugin {
  const charset = '<meta charset="UTF-8" />';
  return {
    name: 'kurye:content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(charset)) throw new Error(`index.html: no ${charset} to put the CSP after`);
      const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy()}" />`;
      return html.replace(charset, `${charset}\n    ${meta}`);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(deploymentOrigins) });
    },
  };
}

const apiProxyTarget = process.env.API_URL || process.env.MOCK_API_URL;

/** What the app's entry loads at start, as one chunk (scripts/entry-chunk.mjs, issue 33). */
const appEntry = entryChunk();
const unlessEntryPass = (...plugins: (Plugin | Plugin[])[]) => (isEntryPass() ? [] : plugins);

export default defineConfig({
  plugins: [
    mantineStableId(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders travel with their page: their query options (and what those import) stay out
      // of the first-load JS. One chunk per route, so splitting them costs no extra request.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    appEntry.plugin,
    // Not in the entry chunk's first pass (scripts/entry-chunk.mjs), which only chunks the app (the
    // service worker's plugin stays: the app imports its virtual module).
    ...unlessEntryPass(
      withoutMockFilesInRealMode(),
      contentSecurityPolicy(),
      // Before VitePWA: the prerendered pages exist when its precache manifest is computed (issue 19).
      prerender(),
      previewPrerendered(),
    ),
    VitePWA({
      // Our own worker (src/sw.ts): Workbox for the app, plus MSW's worker in mock builds.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by the app itself (src/features/offline), after the first paint.
      injectRegister: false,
      injectManifest: {
        // A classic script: MSW's worker is brought in with importScripts.
        rollupFormat: 'iife',
        // The offline map style and its two small GeoJSON files (≈ 30 KB) are precached, so the map
        // picker opens offline on a fresh install.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'map/*.{json,geojson}'],
        // The map library, its worker and its stylesheet are precached too (≈ 1.7 MB raw): the
        // create form and its map picker must work offline after one visit, even when the map was
        // never opened online. The worker downloads them after the first paint, so the first load
        // does not grow. The per-city lookup files stay runtime-cached.
        globIgnores: ['geo/**', 'mockServiceWorker.js'],
      },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Kurye Çağır',
        short_name: 'Kurye Çağır',
        description:
          'Motorlu ve araçlı kurye ile aynı gün gönderi: fiyatı hemen gör, ihaleye çıkar, takip et.',
        lang: 'tr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#f76707',
        background_color: '#ffffff',
        categories: ['business', 'shopping', 'travel'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Kurye Çağır',
            short_name: 'Kurye Çağır',
            description: 'Yeni gönderi oluştur',
            url: '/gonderi-olustur',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Gönderi Takip',
            short_name: 'Takip',
            description: 'Gönderilerini takip et',
            url: '/gonderi-liste/aktif/',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
    }),
  ],
  define: {
    // Busts the persisted lookups when a new version ships (src/app/query-persister.ts).
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  resolve: {
    alias: pathAliases,
  },
  server: { port: 5173 },
  // API_URL (or MOCK_API_URL): `vite preview` of a real-mode build sends /api to a server at that
  // address: the real server (`npm run server`), or the emulated one over HTTP
  // (scripts/api/serve-mock-api.mjs; the bench uses it).
  preview: {
    port: 4173,
    proxy: apiProxyTarget ? { '/api': { target: apiProxyTarget } } : undefined,
    // The full policy, as a static host would send it (public deployments: `_headers` in the build).
    headers: securityHeaders(deploymentOrigins),
  },
  // The manifest lets `npm run bench` compute each route's first-load JS and CSS.
  build: {
    sourcemap: true,
    target: 'es2022',
    modulePreload: {
      resolveDependencies: (filename, deps, ctx) =>
        ctx.hostType === 'js' && filename.startsWith('assets/admin-') ? [] : deps,
    },
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && /[\\/]src[\\/]routes[\\/]admin[\\/]/.test(chunk.facadeModuleId)
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // One recognisable chunk for the map library (only maplibre-gl itself: a group also takes its
        // dependencies, and react-map-gl's include React), which the service worker runtime-caches.
        // Not its stylesheet's URL (`maplibre-gl.css?url`, a one-line module the map picker imports
        // at once to fetch the CSS beside the map's code): in this chunk, importing that URL loaded
        // the whole map library with every page that has an address form (/kurye/uye-ol).
        codeSplitting: {
          groups: [
            { name: 'maplibre', test: /node_modules[\\/]maplibre-gl[\\/](?!.*\.css)/, priority: 2 },
            // Everything the entry loads at start, in one file instead of some fifty.
            { name: 'app', test: appEntry.test, priority: 1 },
          ],
        },
      },
    },
  },
});
