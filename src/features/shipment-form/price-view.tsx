import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { formatMoney } from '@/domain/format';
import { PriceReceipt } from '@/features/shipments';
import { receiptLines } from '@/features/shipments';
import { formMessages as m } from './messages';
import type { MissingStop, RoutePrice } from './use-route-price';
import classes from './shipment-form.module.css';

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

/**
 * docs/pricing.md: the live breakdown in TRY with 2 decimals (İşlemi Tamamla), as the same receipt the
 * shipment card shows: Gönderi Ücreti with its parts, each chosen service (even when free), total.
 * Offline it is the device's estimate, labelled as such (the server prices on arrival).
 */
export function PriceBreakdownView({
  price,
  hasTransportService,
  includeInsurance,
}: {
  price: RoutePrice;
  hasTransportService: boolean;
  includeInsurance: boolean;
}) {
  if (price.state !== 'ready' && price.state !== 'estimate') return <PriceStatus price={price} />;
  const b = price.breakdown;
  return (
    <Stack gap={6}>
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
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{m.distance}</Text>
        <Text size="sm" fw={500} className={classes.amount}>
          {price.distanceKm} km
        </Text>
      </Group>
      <PriceReceipt
        label={m.summaryTitle}
        lines={receiptLines({
          shipmentPrice: b.shipmentPrice,
          hasTransportService,
          transportServicePrice: b.transportServicePrice,
          includeInsurance,
          insurancePrice: b.insurancePrice,
          totalPrice: b.totalPrice,
          parts: {
            basePrice: b.basePrice,
            weightSurcharge: b.weightSurcharge,
            riskSurcharge: b.riskSurcharge,
          },
        })}
      />
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
