// The emulated server in node (vitest): msw/node, geography read from public/geo with fs,
// state in memory only, no delay.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { setGeoLoader, type CityFile, type CityRow } from '@/domain/geo/geo';
import { routeNotFound, setMockDelay } from './handle';
import { handlers } from './handlers';
import { setPersistAdapter } from './persist';
import { resetToSeed } from './reset';

// Tests run from the repository root (import.meta.url is not a file URL under happy-dom).
const root = process.cwd();
const geoDir = join(root, 'public', 'geo');

function ensureGeo(): void {
  if (!existsSync(join(geoDir, 'cities.json'))) {
    execFileSync(process.execPath, [join(root, 'scripts', 'gen-geo.mjs')], { stdio: 'ignore' });
  }
}

setGeoLoader({
  async cities() {
    ensureGeo();
    return JSON.parse(readFileSync(join(geoDir, 'cities.json'), 'utf8')) as CityRow[];
  },
  async city(cityId) {
    ensureGeo();
    const file = join(geoDir, `${cityId}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CityFile) : null;
  },
});
setPersistAdapter(null);
setMockDelay(0);

export const server = setupServer(...handlers, routeNotFound);

/** Fresh demo data and a zero clock offset, for each test. */
export async function resetMockDb(): Promise<void> {
  await resetToSeed();
}
