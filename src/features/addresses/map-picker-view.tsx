// The lazily loaded part of the map picker: maplibre through react-map-gl. Only this module
// imports maplibre; its stylesheet is loaded beside it (map-picker.tsx).
import { useCallback, useEffect, useRef, useState } from 'react';
import { setWorkerUrl, type Map as MaplibreMap, type MapStyleImageMissingEvent } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import {
  AttributionControl,
  Map,
  Marker,
  NavigationControl,
  type MapLayerMouseEvent,
  type MapRef,
  type MarkerDragEvent,
} from 'react-map-gl/maplibre';
import { Button, Checkbox, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconMapPinFilled, IconSearch } from '@tabler/icons-react';
import { useRuntimeConfig } from '@/lib/use-runtime-config';
import type { Position } from '@/lib/addresses/address-values';
import { geocode, reverseGeocode, type GeoResult } from './geo-api';
import type { MapPickerResult } from './map-picker';
import { DEFAULT_CENTRE, openPick, pickAt, pickedPosition } from './map-pick';
import { addressMessages as m } from './messages';
import { ProvinceLabels } from './province-labels';
import classes from './map-picker.module.css';

setWorkerUrl(workerUrl);

/** docs/screens-and-routes.md: zoom 19 (the centre, Istanbul, is in map-pick.ts). */
const DEFAULT_ZOOM = 19;

const PAPER = 'kc-paper';
const withImages = new WeakSet<MaplibreMap>();

// The offline style's paper texture, drawn here instead of shipping a sprite sheet.
function paperImage(): { width: number; height: number; data: Uint8Array } {
  const size = 32;
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const dot = (x % 16 < 2 && y % 16 < 2) || ((x + 8) % 16 < 2 && (y + 8) % 16 < 2);
      data[i] = 150;
      data[i + 1] = 140;
      data[i + 2] = 120;
      data[i + 3] = dot ? 160 : 0;
    }
  }
  return { width: size, height: size, data };
}

function absoluteUrl(url: string) {
  return { url: new URL(url, window.location.href).href };
}

export interface MapPickerViewProps {
  readOnly: boolean;
  initialPosition: Position | null;
  initialText: string;
  onCancel: () => void;
  onComplete: (result: MapPickerResult) => void;
}

export default function MapPickerView({
  readOnly,
  initialPosition,
  initialText,
  onCancel,
  onComplete,
}: MapPickerViewProps) {
  const config = useRuntimeConfig();
  const mapRef = useRef<MapRef>(null);
  const [pick, setPick] = useState(() => openPick(initialPosition));
  const position = pick.position;
  const setPosition = (next: Position) => setPick(pickAt(next));
  const [dragging, setDragging] = useState(false);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [text, setText] = useState(initialText);
  const [suggestion, setSuggestion] = useState<GeoResult | null>(null);
  const [useSuggestion, setUseSuggestion] = useState(false);
  // What the person had typed before ticking "Açık Adres Olarak Belirle": unticking brings it back.
  const [typedBefore, setTypedBefore] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const lookupAbort = useRef<AbortController | null>(null);

  const lookUp = useCallback((next: Position) => {
    lookupAbort.current?.abort();
    const controller = new AbortController();
    lookupAbort.current = controller;
    void reverseGeocode(next, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setSuggestion(result);
      setUseSuggestion(false);
    });
  }, []);

  useEffect(() => () => lookupAbort.current?.abort(), []);

  const moveTo = useCallback(
    (next: Position) => {
      setPick(pickAt(next));
      mapRef.current?.easeTo({ center: [next.long, next.lat], duration: 300 });
      lookUp(next);
    },
    [lookUp],
  );

  const search = useCallback(async (query: string) => {
    setSearching(true);
    const [best] = await geocode(query);
    setSearching(false);
    if (!best) return;
    const next = { lat: best.worldCoordinate.lat, long: best.worldCoordinate.long };
    setPick(pickAt(next));
    mapRef.current?.jumpTo({ center: [next.long, next.lat], zoom: Math.max(mapRef.current.getZoom(), 15) });
    setSuggestion(best);
    setUseSuggestion(false);
  }, []);

  // Without coordinates, open where the address parts point (the district chosen in the form).
  const searchedInitially = useRef(false);
  const onLoad = useCallback(() => {
    const map = mapRef.current?.getMap();
    if (map && !map.hasImage(PAPER)) map.addImage(PAPER, paperImage());
    if (searchedInitially.current) return;
    searchedInitially.current = true;
    if (initialPosition) lookUp(initialPosition);
    else if (!readOnly && initialText.trim().length >= 2) void search(initialText);
    else lookUp(DEFAULT_CENTRE);
  }, [initialPosition, initialText, lookUp, readOnly, search]);

  const attachImages = useCallback((ref: MapRef | null) => {
    mapRef.current = ref;
    const map: MaplibreMap | undefined = ref?.getMap();
    if (!map || withImages.has(map)) return;
    withImages.add(map);
    map.on('styleimagemissing', (e: MapStyleImageMissingEvent) => {
      if (e.id === PAPER && !map.hasImage(PAPER)) map.addImage(PAPER, paperImage());
    });
  }, []);

  const onDragEnd = () => {
    setDragging(false);
    const centre = mapRef.current?.getCenter();
    if (readOnly || !centre) return;
    const next = { lat: centre.lat, long: centre.lng };
    setPosition(next);
    lookUp(next);
  };

  const onClick = (e: MapLayerMouseEvent) => {
    if (readOnly) return;
    moveTo({ lat: e.lngLat.lat, long: e.lngLat.lng });
  };

  const onMarkerDragEnd = (e: MarkerDragEvent) => {
    const next = { lat: e.lngLat.lat, long: e.lngLat.lng };
    setPosition(next);
    lookUp(next);
  };

  const finish = () => {
    const chosen =
      useSuggestion && suggestion ? suggestion.fullAddress : text.trim() || suggestion?.fullAddress || '';
    onComplete({
      fullAddress: chosen,
      // The default centre is where the map opened, not a choice (map-pick.ts).
      position: pickedPosition(pick),
      ...(suggestion && pick.picked
        ? {
            place: {
              cityId: suggestion.cityId,
              countyId: suggestion.countyId,
              districtId: suggestion.districtId,
            },
          }
        : {}),
    });
  };

  const offlineStyle = (config?.mapStyleUrl ?? '').endsWith('/map/style.json');

  return (
    <div className={classes.layout}>
      <div className={classes.mapArea} data-testid="map-picker-map">
        {config ? (
          <Map
            ref={attachImages}
            mapStyle={config.mapStyleUrl}
            initialViewState={{ latitude: position.lat, longitude: position.long, zoom: DEFAULT_ZOOM }}
            transformRequest={absoluteUrl}
            attributionControl={false}
            onLoad={onLoad}
            onDragStart={() => setDragging(true)}
            onDragEnd={onDragEnd}
            onZoomEnd={(e) => setZoom(e.viewState.zoom)}
            onClick={onClick}
            style={{ width: '100%', height: '100%' }}
          >
            <NavigationControl position="bottom-right" showCompass={false} />
            <AttributionControl
              compact
              customAttribution={config.tileAttribution || (offlineStyle ? m.offlineMapNote : undefined)}
            />
            {offlineStyle ? <ProvinceLabels visible={zoom <= 9} /> : null}
            {dragging ? null : (
              <Marker
                latitude={position.lat}
                longitude={position.long}
                anchor="bottom"
                draggable={!readOnly}
                onDragEnd={onMarkerDragEnd}
              >
                <IconMapPinFilled size={40} className={classes.marker} aria-label="Seçilen konum" />
              </Marker>
            )}
          </Map>
        ) : null}
        {readOnly ? null : <div className={classes.hint}>{m.dragHint}</div>}
        {dragging ? <IconMapPinFilled size={40} className={classes.centrePin} aria-hidden /> : null}
      </div>
      <Stack className={classes.panel} gap="sm">
        <Textarea
          label={m.fullAddress}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            // Edited by hand: the text is the person's own again, not the suggestion.
            if (useSuggestion) {
              setUseSuggestion(false);
              setTypedBefore(null);
            }
          }}
          placeholder={m.searchPlaceholder}
          autosize
          minRows={2}
          maxRows={4}
          disabled={readOnly}
        />
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button
              variant="light"
              leftSection={<IconSearch size={16} />}
              loading={searching}
              onClick={() => void search(text)}
            >
              {m.search}
            </Button>
          </Group>
        )}
        {suggestion && !readOnly ? (
          <Paper withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {m.suggestion}
            </Text>
            <Text size="sm" mb="xs" data-testid="map-suggestion">
              {suggestion.fullAddress}
            </Text>
            <Checkbox
              label={m.useSuggestion}
              checked={useSuggestion}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setUseSuggestion(checked);
                if (checked) {
                  setTypedBefore(text);
                  setText(suggestion.fullAddress);
                } else if (typedBefore !== null) {
                  setText(typedBefore);
                  setTypedBefore(null);
                }
              }}
            />
          </Paper>
        ) : null}
        {pick.picked ? (
          <Text size="xs" c="dimmed">
            {position.lat.toFixed(6)}, {position.long.toFixed(6)}
          </Text>
        ) : readOnly ? null : (
          <Text size="sm" c="orange.9" data-testid="map-not-picked">
            {m.notPicked}
          </Text>
        )}
        {readOnly ? (
          <Button onClick={onCancel}>{m.close}</Button>
        ) : (
          <Button onClick={finish}>{m.finish}</Button>
        )}
      </Stack>
    </div>
  );
}
