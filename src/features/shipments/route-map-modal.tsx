// The route on a map: pickup and deliveries as markers joined by a line. Loaded lazily (the map
// library is ≈ 400 KB): only the card's "Harita" button imports this module.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Center, Loader, Modal, Text } from '@mantine/core';
import { setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import Map, { Layer, Marker, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import { loadRuntimeConfig } from '@/lib/config';
import type { Shipment } from '@/api/shipments/types';
import { shipmentMessages as m } from './messages';
import { routePoints } from './shipment-card-rules';
import classes from './route-map-modal.module.css';

setWorkerUrl(workerUrl);

/** Used when the configured style cannot be loaded: a plain background, so the route still shows. */
const fallbackStyle: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#eef2f5' } }],
};

async function resolveStyle(): Promise<string | StyleSpecification> {
  try {
    const { mapStyleUrl } = await loadRuntimeConfig();
    const url = new URL(mapStyleUrl, window.location.href).href;
    const response = await fetch(url, { cache: 'force-cache' });
    if (!response.ok) return fallbackStyle;
    await response.json();
    return url;
  } catch {
    return fallbackStyle;
  }
}

export interface RouteMapModalProps {
  shipment: Shipment;
  opened: boolean;
  onClose: () => void;
}

export default function RouteMapModal({ shipment, opened, onClose }: RouteMapModalProps) {
  const [style, setStyle] = useState<string | StyleSpecification | null>(null);
  const points = useMemo(() => routePoints(shipment), [shipment]);

  useEffect(() => {
    let live = true;
    void resolveStyle().then((s) => {
      if (live) setStyle(s);
    });
    return () => {
      live = false;
    };
  }, []);

  const line = useMemo(
    () => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'LineString' as const, coordinates: points.map((p) => [p.long, p.lat]) },
    }),
    [points],
  );

  const bounds = useMemo((): [[number, number], [number, number]] | undefined => {
    if (points.length === 0) return undefined;
    const longs = points.map((p) => p.long);
    const lats = points.map((p) => p.lat);
    return [
      [Math.min(...longs), Math.min(...lats)],
      [Math.max(...longs), Math.max(...lats)],
    ];
  }, [points]);

  // The offline style names a paper pattern the app may not provide: an empty image keeps the log clean.
  const mapRef = useCallback((map: MapRef | null) => {
    map?.getMap().on('styleimagemissing', (e: { id: string }) => {
      if (!map.hasImage(e.id)) map.addImage(e.id, { width: 1, height: 1, data: new Uint8Array(4) });
    });
  }, []);

  return (
    <Modal opened={opened} onClose={onClose} title={m.mapTitle(shipment.shipmentId)} size="xl">
      <div className={classes.frame} data-testid="route-map">
        {style === null ? (
          <Center className={classes.center}>
            <Loader aria-label={m.mapLoading} />
          </Center>
        ) : points.length === 0 || !bounds ? (
          <Center className={classes.center}>
            <Text>{m.mapUnavailable}</Text>
          </Center>
        ) : (
          <Map
            initialViewState={{ bounds, fitBoundsOptions: { padding: 64, maxZoom: 15 } }}
            mapStyle={style}
            style={{ width: '100%', height: '100%' }}
            attributionControl={false}
            ref={mapRef}
          >
            <NavigationControl position="top-right" showCompass={false} />
            <Source id="route" type="geojson" data={line}>
              <Layer
                id="route-line"
                type="line"
                paint={{ 'line-color': '#f76707', 'line-width': 4, 'line-dasharray': [2, 1] }}
              />
            </Source>
            {points.map((p, i) => (
              <Marker key={p.label} longitude={p.long} latitude={p.lat} anchor="bottom">
                <span className={`${classes.marker} ${i === 0 ? classes.pickup : ''}`}>{p.label}</span>
              </Marker>
            ))}
          </Map>
        )}
      </div>
    </Modal>
  );
}
