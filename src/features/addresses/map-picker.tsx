import { Suspense } from 'react';
import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
// The map's stylesheet as a URL, loaded with the view by our own <link>, so a failed load can be
// retried (Vite's CSS preloading never asks for a URL twice).
import mapCssUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import { LoadErrorBoundary } from '@/ui/load-error-boundary';
import { lazyWithRetry, loadStylesheet } from '@/ui/lazy-with-retry';
import type { Position } from '@/lib/addresses/address-values';
import type { GeoResult } from './geo-api';
import { addressMessages as m } from './messages';
import classes from './map-picker.module.css';

// maplibre (≈ 280 KB gzip + its worker) loads only when the picker opens (docs/tooling.md, docs/architecture.md). The
// service worker precaches it, so the picker also opens offline when it was never opened online.
const MapPickerView = lazyWithRetry(async () => {
  const [view] = await Promise.all([import('./map-picker-view'), loadStylesheet(mapCssUrl)]);
  return view.default;
});

export interface MapPickerResult {
  fullAddress: string;
  /** Null when nothing was picked: the map's default centre is not a position (map-pick.ts). */
  position: Position | null;
  /** City/county/district the reverse lookup found for the position, when it found them. */
  place?: Pick<GeoResult, 'cityId' | 'countyId' | 'districtId'>;
}

export interface MapPickerProps {
  opened: boolean;
  onClose: () => void;
  /** "Kapat" instead of "Adres Seçimini Tamamla"; the position cannot be changed. */
  readOnly?: boolean;
  /** The address's coordinates; without them the map opens on Istanbul. */
  initialPosition?: Position | null;
  /** Text for the "Açık Adres" box: the full address, or the address built from its parts. */
  initialText: string;
  onComplete: (result: MapPickerResult) => void;
}

/** docs/screens-and-routes.md: the full-screen map address picker. */
export function MapPicker({
  opened,
  onClose,
  readOnly,
  initialPosition,
  initialText,
  onComplete,
}: MapPickerProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={m.pickerTitle}
      classNames={{ body: classes.body }}
      transitionProps={{ duration: 0 }}
    >
      {opened ? (
        <LoadErrorBoundary title={m.mapFailed}>
          <Suspense
            fallback={
              <Center className={classes.loading}>
                <Stack align="center" gap="xs">
                  <Loader />
                  <Text size="sm">{m.mapLoading}</Text>
                </Stack>
              </Center>
            }
          >
            <MapPickerView
              readOnly={readOnly ?? false}
              initialPosition={initialPosition ?? null}
              initialText={initialText}
              onCancel={onClose}
              onComplete={(result) => {
                onComplete(result);
                onClose();
              }}
            />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </Modal>
  );
}
