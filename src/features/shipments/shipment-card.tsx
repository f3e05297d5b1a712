import { Suspense, useId, useState, type ReactNode } from 'react';
import { Badge, Button, Card, Collapse, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowRight,
  IconChevronDown,
  IconFlag,
  IconGavel,
  IconCash,
  IconMap,
  IconMapPin,
  IconShieldCheck,
  IconTruckLoading,
} from '@tabler/icons-react';
import { LoadErrorBoundary } from '@/ui/load-error-boundary';
import { lazyWithRetry } from '@/ui/lazy-with-retry';
import { formatDateTime, formatKm, formatMoney, formatPhone } from '@/domain/format';
import { contentTypeLabels, paymentTypes, vehicleTypeLabels, weightLabel } from '@/domain/params';
import { RETURNED_LABEL } from '@/domain/shipment-history';
import { shipmentStatusLabel } from '@/domain/shipment-status';
import { isRedacted } from '@/domain/shipment-visibility';
import type { Address, Shipment } from '@/api/shipments/types';
import { shipmentMessages as m } from './messages';
import { PendingStatusBadge } from './pending-status';
import { PriceReceipt } from './price-receipt';
import {
  addressLine,
  payableTotal,
  placeName,
  priceLines,
  routeIconTone,
  routePoints,
} from './shipment-card-rules';
import classes from './shipment-card.module.css';

// The map (maplibre, ≈ 400 KB) loads only when someone opens it.
const RouteMapModal = lazyWithRetry(async () => (await import('./route-map-modal')).default);

export interface ShipmentCardProps {
  shipment: Shipment;
  /** Buttons supplied by the caller (status actions, links), shown at the bottom when expanded. */
  actions?: ReactNode;
  /** Shown in the header, e.g. a link to the tracking screen. */
  headerAction?: ReactNode;
  defaultExpanded?: boolean;
}

const toneColor = { red: 'red', green: 'teal', gray: 'gray' } as const;

function AddressBlock({ label, address, extra }: { label: string; address: Address; extra?: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text className={classes.addressLabel}>{label}</Text>
      <Text size="sm">{addressLine(address)}</Text>
      {address.phoneNumber ? (
        <Text size="sm">
          {m.phone}:{' '}
          <a href={`tel:${address.phoneNumber}`} className={classes.phoneLink}>
            {formatPhone(address.phoneNumber)}
          </a>
        </Text>
      ) : null}
      {extra}
    </Stack>
  );
}

/** docs/screens-and-routes.md shipment card: status, weight, route strip, total; expanded: notices, addresses, prices. */
export function ShipmentCard({
  shipment: s,
  actions,
  headerAction,
  defaultExpanded = false,
}: ShipmentCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [mapOpen, setMapOpen] = useState(false);
  const detailsId = useId();
  const tone = routeIconTone(s.shipmentStatus);
  const last = s.shipmentList.at(-1);
  const hasMap = routePoints(s).length >= 2;
  const redacted = isRedacted(s.startAddress);
  const payment = s.paymentType === 1 || s.paymentType === 2 ? paymentTypes[s.paymentType].name : null;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-label={m.shipmentNo(s.shipmentId)}
      component="article"
    >
      <Group justify="space-between" wrap="nowrap" className={classes.header}>
        <Stack gap={4}>
          <Text className={classes.id}>{m.shipmentNo(s.shipmentId)}</Text>
          <Group gap={6}>
            {s.returned ? (
              // Ended through a return: not a green "Tamamlanan".
              <Badge variant="light" color="red">
                {RETURNED_LABEL}
              </Badge>
            ) : (
              <Badge
                variant="light"
                color={s.shipmentStatus === 50 ? 'red' : s.shipmentStatus === 40 ? 'teal' : 'orange'}
              >
                {shipmentStatusLabel(s.shipmentStatus)}
              </Badge>
            )}
            <PendingStatusBadge shipment={s} />
            <Badge variant="outline" color="gray">
              {weightLabel(s.weightType)}
            </Badge>
            <Badge variant="outline" color="gray">
              {vehicleTypeLabels[s.vehicleType]}
            </Badge>
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {m.amount}
          </Text>
          <Text className={classes.total} data-testid="card-total">
            {formatMoney(payableTotal(s))}
          </Text>
        </Stack>
      </Group>

      <div className={classes.route} aria-label={m.route}>
        <span className={classes.place}>
          <IconMapPin
            size={18}
            color={`var(--mantine-color-${toneColor[tone]}-6)`}
            data-tone={tone}
            aria-hidden
          />
          <Text size="sm" className={classes.placeText}>
            {placeName(s.startAddress)}
          </Text>
        </span>
        <IconArrowRight size={16} className={classes.arrow} aria-hidden />
        <span className={classes.place}>
          <IconFlag
            size={18}
            color={`var(--mantine-color-${toneColor[tone]}-6)`}
            data-tone={tone}
            aria-hidden
          />
          <Text size="sm" className={classes.placeText}>
            {last ? placeName(last.startAddress) : '—'}
            {s.shipmentList.length > 1 ? ` (+${s.shipmentList.length - 1})` : ''}
          </Text>
        </span>
      </div>

      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={detailsId}
          rightSection={
            <IconChevronDown
              size={16}
              className={classes.chevron}
              data-expanded={expanded || undefined}
              aria-hidden
            />
          }
        >
          {expanded ? m.hideDetails : m.showDetails}
        </Button>
        {headerAction}
      </Group>

      <Collapse expanded={expanded} id={detailsId}>
        <Stack gap="sm" mt="sm">
          <div className={classes.notices}>
            <Badge
              variant="light"
              tt="none"
              color={s.hasTransportService ? 'blue' : 'gray'}
              leftSection={<IconTruckLoading size={14} aria-hidden />}
            >
              {s.hasTransportService ? m.transportServiceIncluded : m.transportServiceNone}
            </Badge>
            <Badge
              variant="light"
              tt="none"
              color={s.getPriceQuote ? 'orange' : 'gray'}
              leftSection={<IconGavel size={14} aria-hidden />}
            >
              {s.getPriceQuote ? m.tenderYes : m.tenderNo}
            </Badge>
            {payment ? (
              <Badge variant="light" tt="none" color="green" leftSection={<IconCash size={14} aria-hidden />}>
                {payment}
              </Badge>
            ) : null}
            {s.includeInsurance ? (
              <Badge
                variant="light"
                tt="none"
                color="violet"
                leftSection={<IconShieldCheck size={14} aria-hidden />}
              >
                {m.insuranceIncluded}
              </Badge>
            ) : null}
          </div>

          <Stack gap="sm" className={classes.section}>
            <AddressBlock label={m.pickup} address={s.startAddress} />
            {s.shipmentList.map((item, i) => (
              <AddressBlock
                key={item.deliveryItemId ?? i}
                label={m.delivery(i + 1)}
                address={item.startAddress}
                extra={
                  <>
                    <Text size="sm" c="dimmed">
                      {m.contentType}: {contentTypeLabels[item.contentType] ?? '—'}
                    </Text>
                    {item.deliveredAt ? (
                      <Text size="sm" c="teal.9" data-testid="stop-delivered-at">
                        {m.deliveredAt(formatDateTime(item.deliveredAt))}
                      </Text>
                    ) : null}
                    {item.note ? (
                      <Text size="sm" c="dimmed">
                        {m.note}: {item.note}
                      </Text>
                    ) : null}
                  </>
                }
              />
            ))}
            {redacted ? (
              <Text size="xs" c="dimmed">
                {m.redactedHint}
              </Text>
            ) : null}
            {s.shipmentTotalDistance !== undefined ? (
              <Text size="sm">
                {m.distance}: <strong>{formatKm(s.shipmentTotalDistance)}</strong>
              </Text>
            ) : null}
          </Stack>

          <div className={classes.section}>
            <Text className={classes.addressLabel} mb={4}>
              {m.priceTitle}
            </Text>
            <PriceReceipt lines={priceLines(s)} label={m.priceTitle} />
          </div>

          <Group gap="xs" className={classes.actions}>
            <Button
              variant="default"
              leftSection={<IconMap size={16} aria-hidden />}
              onClick={() => setMapOpen(true)}
              disabled={!hasMap}
            >
              {m.map}
            </Button>
            {actions}
          </Group>
        </Stack>
      </Collapse>

      {mapOpen ? (
        <LoadErrorBoundary title={m.mapUnavailable}>
          <Suspense
            fallback={
              <ThemeIcon variant="transparent" aria-label={m.mapLoading}>
                <Loader size="sm" />
              </ThemeIcon>
            }
          >
            <RouteMapModal shipment={s} opened={mapOpen} onClose={() => setMapOpen(false)} />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </Card>
  );
}
