import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { formatMoney } from '@/domain/format';
import { formMessages as m } from './messages';
import type { MissingStop, RoutePrice } from './use-route-price';
import classes from './shipment-form.module.css';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" className={strong ? classes.totalRow : undefined}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} className={classes.amount}>
        {value}
      </Text>
    </Group>
  );
}

const stopLabel = (stop: MissingStop) => (stop === 'pickup' ? m.pickupStop : m.deliveryTitle(stop));

type PricedState = 'ready' | 'estimate';

function PriceStatus({ price }: { price: Exclude<RoutePrice, { state: PricedState }> }) {
  if (price.state === 'loading') {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{m.priceCalculating}</Text>
      </Group>
    );
  }
  const text =
    price.state === 'failed'
      ? m.distanceFailed
      : price.state === 'table-unavailable'
        ? m.priceTableUnavailable
        : price.state === 'missing-options'
          ? m.priceNeedsOptions
          : m.priceNeedsPositions(price.missing.map(stopLabel));
  const hint = price.state === 'missing-stops' || price.state === 'missing-options';
  return (
    <Text size="sm" c={hint ? 'dimmed' : 'red.7'}>
      {text}
    </Text>
  );
}

/** SPEC 9: the live breakdown in TRY with 2 decimals (İşlemi Tamamla). */
export function PriceBreakdownView({ price }: { price: RoutePrice }) {
  if (price.state !== 'ready' && price.state !== 'estimate') return <PriceStatus price={price} />;
  const b = price.breakdown;
  return (
    <Stack gap={6} aria-label={m.summaryTitle} role="group">
      {price.state === 'estimate' ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconWifiOff size={18} aria-hidden />}
          title={m.estimateTitle}
          data-testid="price-estimate"
        >
          {m.estimateText}
        </Alert>
      ) : null}
      <Row label={m.distance} value={`${price.distanceKm} km`} />
      <Row label={m.basePrice} value={formatMoney(b.basePrice)} />
      <Row label={m.weightSurcharge} value={formatMoney(b.weightSurcharge)} />
      <Row label={m.riskSurcharge} value={formatMoney(b.riskSurcharge)} />
      {b.transportServicePrice > 0 ? (
        <Row label={m.transportServicePrice} value={formatMoney(b.transportServicePrice)} />
      ) : null}
      {b.insurancePrice > 0 ? <Row label={m.insurancePrice} value={formatMoney(b.insurancePrice)} /> : null}
      <Row label={m.shipmentPrice} value={formatMoney(b.shipmentPrice)} />
      <Row label={m.totalPrice} value={formatMoney(b.totalPrice)} strong />
    </Stack>
  );
}

/** The sticky summary at the bottom of the form: the total as it is now. */
export function PriceSummaryBar({ price }: { price: RoutePrice }) {
  const priced = price.state === 'ready' || price.state === 'estimate';
  return (
    <Paper className={classes.summary} shadow="md" withBorder radius="md" p="sm" aria-live="polite">
      <Group gap="sm" wrap="nowrap" align="baseline">
        <Text size="sm" c={priced && price.state === 'estimate' ? 'orange.9' : 'dimmed'}>
          {priced && price.state === 'estimate' ? m.estimatedShort : m.estimated}
        </Text>
        <Text fw={700} size="lg" className={classes.amount} data-testid="summary-total">
          {priced ? formatMoney(price.breakdown.totalPrice) : price.state === 'loading' ? '…' : '—'}
        </Text>
        {priced ? (
          <Text size="sm" c="dimmed">
            {price.distanceKm} km
          </Text>
        ) : null}
      </Group>
    </Paper>
  );
}
