// The geography the real server answers with (cities, counties, districts, geocoding): the domain's
// (src/domain/geo/geo.ts), read from public/geo with fs as the emulated server does in node
// (mocks/node.ts). `npm run gen:geo` makes the files; when they are missing they are made once here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setGeoLoader, type CityFile, type CityRow } from '@/domain/geo/geo';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GEO_DIR = fileURLToPath(new URL('../public/geo/', import.meta.url));

let generated = false;

function ensureGeo(): void {
  if (generated || existsSync(`${GEO_DIR}cities.json`)) return;
  execFileSync(process.execPath, ['scripts/gen-geo.mjs'], { cwd: ROOT, stdio: 'ignore' });
  generated = true;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** Points the domain's geography at public/geo. */
export function readGeographyFromFiles(): void {
  setGeoLoader({
    async cities() {
      ensureGeo();
      return readJson<CityRow[]>(`${GEO_DIR}cities.json`);
    },
    async city(cityId) {
      ensureGeo();
      const file = `${GEO_DIR}${cityId}.json`;
      return existsSync(file) ? readJson<CityFile>(file) : null;
    },
  });
}
