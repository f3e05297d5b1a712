// First-load JS and CSS of a route, read from the Vite manifest: the entry (index.html) with its
// static imports, plus the route's split chunks (TanStack Router's component and loader) with
// theirs: what the browser fetches before the page can render. Dynamic imports are not counted
// here; scripts/bench.mjs also reports every script fetched during the Lighthouse run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { URLSearchParams } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @typedef {{ file: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean }} ManifestChunk */

export function readManifest(distDir) {
  return /** @type {Record<string, ManifestChunk>} */ (
    JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'))
  );
}

/** Manifest keys of a route file's lazily loaded parts that render the page (not its error views). */
export function routeChunkKeys(manifest, routeFile) {
  return Object.keys(manifest).filter((key) => {
    const [file, query] = key.split('?');
    if (file !== routeFile || !query) return false;
    const split = new URLSearchParams(query).get('tsr-split') ?? '';
    return split.split('---').some((part) => part === 'component' || part === 'loader');
  });
}

/** The files (JS and CSS) loaded for these manifest keys and all their static imports. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench: ${key} is not in the Vite manifest`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

export function compressedSizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

function sum(distDir, files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = compressedSizes(readFileSync(join(distDir, file)));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/**
 * First-load weight of a route. `routeFiles` are the route's file and its parents' below the root
 * (the root route is in the entry).
 */
export function firstLoad(distDir, manifest, routeFiles) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('bench: the Vite manifest has no entry');
  const keys = [entryKey, ...routeFiles.flatMap((file) => routeChunkKeys(manifest, file))];
  const { js, css } = staticClosure(manifest, keys);
  return { files: js.length, js: sum(distDir, js), css: sum(distDir, css), jsFiles: js };
}

/**
 * The sources (project paths, `src/…`, or `node_modules/…`) bundled in these built JS files, read
 * from their sourcemaps. `problems` lists files whose sources cannot be read.
 */
export function sourcesOfFiles(distDir, jsFiles) {
  const sources = new Set();
  const problems = [];
  for (const file of jsFiles) {
    const mapFile = join(distDir, `${file}.map`);
    // The bundler's own helpers (module runtime, preload) have no sources to check.
    if (!existsSync(mapFile) && /^assets\/(rolldown-runtime|preload-helper)-/.test(file)) continue;
    if (!existsSync(mapFile)) {
      problems.push(`${file} has no sourcemap, its sources cannot be checked`);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    for (const source of map.sources) {
      // As a path from the project root, wherever the build was written (../../src/x, or
      // ../project/src/x for an outDir outside it); a package from its node_modules folder on.
      const modules = source.lastIndexOf('node_modules/');
      sources.add(
        modules >= 0 ? source.slice(modules) : source.replace(/^(\.\.\/)+/, '').replace(/^.*?(?=src\/)/, ''),
      );
    }
  }
  return { sources, problems };
}
