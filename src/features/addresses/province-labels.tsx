import { useEffect, useState } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import classes from './map-picker.module.css';

interface Province {
  name: string;
  lat: number;
  long: number;
}

interface ProvinceCollection {
  features: { properties: { name: string }; geometry: { coordinates: [number, number] } }[];
}

/** Province names of the offline style as HTML markers: no glyphs are available offline. */
export function ProvinceLabels({ visible }: { visible: boolean }) {
  const [provinces, setProvinces] = useState<Province[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/map/provinces.geojson', { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<ProvinceCollection>) : null))
      .then((data) => {
        if (!data) return;
        setProvinces(
          data.features.map((f) => ({
            name: f.properties.name,
            long: f.geometry.coordinates[0],
            lat: f.geometry.coordinates[1],
          })),
        );
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Province labels unavailable', error);
      });
    return () => controller.abort();
  }, []);
  if (!visible) return null;
  return provinces.map((p) => (
    <Marker key={p.name} latitude={p.lat} longitude={p.long} anchor="top">
      <span className={classes.provinceLabel}>{p.name}</span>
    </Marker>
  ));
}
