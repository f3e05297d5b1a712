import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconClock, IconFlag, IconGavel, IconMapPin, IconRoute } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatKm, formatMoney } from '@/domain/format';
import { vehicleTypeLabels, weightLabel } from '@/domain/params';
import { ShipmentStatus } from '@/domain/shipment-status';
import type { Shipment } from '@/api/shipments/types';
import { placeName } from '@/features/shipments';
import { ShipmentStatusActions } from '@/features/shipments';
import { formatCountdown } from '@/features/tender';
import { useCountdown } from '@/features/tender';
import { courierWorkMessages as m } from './messages';
import classes from './courier-work.module.css';

/** serverTime − our clock, from the answer's tenderInfo (the mock clock runs ahead in tests). */
function serverOffset(serverTime: string | undefined, receivedAt: number): number {
  const t = serverTime ? Date.parse(serverTime) : Number.NaN;
  return Number.isFinite(t) ? t - receivedAt : 0;
}

function TimeLeft({ endDate, offsetMs }: { endDate: string; offsetMs: number }) {
  const left = useCountdown(endDate, offsetMs, true);
  const text = formatCountdown(left);
  return (
    <span className={classes.fact} role="timer" aria-label={m.timeLeftLabel(text)}>
      <IconClock size={16} aria-hidden />
      <span>
        {m.timeLeft}: <strong>{text}</strong>
      </span>
    </span>
  );
}

export interface OpenJobCardProps {
  shipment: Shipment;
  /** When the list answer arrived (Date.now()), for the countdown's clock offset. */
  receivedAt: number;
}

/**
 * A job not yet assigned (docs/statuses-and-visibility.md: only city, county and district): where from and to, the
 * distance, the price, and for a tender the time left, the bids and the courier's own offer.
 */
export function OpenJobCard({ shipment: s, receivedAt }: OpenJobCardProps) {
  const tender = s.shipmentStatus === ShipmentStatus.InPriceQuote;
  const info = s.tenderInfo;
  const own = info?.ownOffer ?? null;
  const last = s.shipmentList.at(-1);
  const id = String(s.shipmentId);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={m.shipmentNo(s.shipmentId)}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <Text fw={700}>{m.shipmentNo(s.shipmentId)}</Text>
            <Group gap={6}>
              <Badge variant="outline" color="gray">
                {vehicleTypeLabels[s.vehicleType]}
              </Badge>
              <Badge variant="outline" color="gray">
                {weightLabel(s.weightType)}
              </Badge>
            </Group>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {m.listedPrice}
            </Text>
            <Text fw={700} size="lg" className={classes.money}>
              {formatMoney(s.totalPrice)}
            </Text>
          </Stack>
        </Group>

        <div className={classes.route}>
          <IconMapPin size={18} aria-hidden className={classes.routeIcon} />
          <Text size="sm" data-testid="job-from">
            {placeName(s.startAddress)}, {s.startAddress.cityName}
          </Text>
          <IconArrowRight size={16} aria-hidden />
          <IconFlag size={18} aria-hidden className={classes.routeIcon} />
          <Text size="sm" data-testid="job-to">
            {last ? `${placeName(last.startAddress)}, ${last.startAddress.cityName ?? ''}` : '—'}
          </Text>
        </div>

        <div className={classes.facts}>
          {s.shipmentTotalDistance !== undefined ? (
            <span className={classes.fact}>
              <IconRoute size={16} aria-hidden />
              <span>
                {m.distance}: <strong>{formatKm(s.shipmentTotalDistance)}</strong>
              </span>
            </span>
          ) : null}
          {s.shipmentList.length > 1 ? (
            <span className={classes.fact}>{m.stops(s.shipmentList.length)}</span>
          ) : null}
          {tender && s.tenderEndDate ? (
            <TimeLeft endDate={s.tenderEndDate} offsetMs={serverOffset(info?.serverTime, receivedAt)} />
          ) : null}
          {tender && info ? (
            <span className={classes.fact}>
              <IconGavel size={16} aria-hidden />
              <span>{m.offerCount(info.offerCount)}</span>
            </span>
          ) : null}
        </div>

        {tender && info && info.lowestOffer !== null ? (
          <Text size="sm">
            {m.lowestOffer}: <strong>{formatMoney(info.lowestOffer)}</strong>
            {own ? (
              <>
                {' · '}
                {m.ownOffer}: <strong>{formatMoney(own.priceQuoteAmount)}</strong>
                {own.priceQuoteAmount <= info.lowestOffer ? (
                  <Badge ml={6} variant="light" color="teal" tt="none">
                    {m.youAreLowest}
                  </Badge>
                ) : null}
              </>
            ) : null}
          </Text>
        ) : null}

        <Text size="xs" c="dimmed">
          {m.redacted}
        </Text>

        <Group gap="sm" grow>
          {tender ? (
            <Button
              size="lg"
              renderRoot={(props) => (
                <Link
                  to="/gonderi-takip/$shipmentId/$actionTypeDetail/"
                  params={{ shipmentId: id, actionTypeDetail: 'ihale' }}
                  {...props}
                />
              )}
            >
              {own ? m.lowerBid : m.bid}
            </Button>
          ) : (
            <ShipmentStatusActions shipment={s} size="lg" />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
