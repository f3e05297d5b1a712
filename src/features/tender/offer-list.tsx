import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { OfferStatus, offerStatusLabels, type OfferStatusCode } from '@/domain/bid-limits';
import { formatMoney } from '@/domain/format';
import type { Offer } from '@/api/shipments/types';
import { tenderMessages as m } from './messages';
import classes from './tender-panel.module.css';

const statusColor: Record<OfferStatusCode, string> = { 1: 'blue', 2: 'gray', 3: 'teal' };

/** Won first, then active offers from the lowest, then withdrawn ones. */
export function sortOffers(offers: readonly Offer[]): Offer[] {
  const rank = (o: Offer) =>
    o.offerStatus === OfferStatus.Won ? 0 : o.offerStatus === OfferStatus.Active ? 1 : 2;
  return [...offers].sort((a, b) => rank(a) - rank(b) || a.priceQuoteAmount - b.priceQuoteAmount);
}

export interface OfferListProps {
  offers: readonly Offer[];
  /** The list's accessible name (default "Teklifler"). */
  label?: string;
  /** The signed-in courier: their active offer gets "İptal Et". */
  courierId: number | null;
  /** The owner may select active offers ("Seç") while the tender runs. */
  canSelect: boolean;
  canWithdraw: boolean;
  onSelect: (offer: Offer) => void;
  onWithdraw: (offer: Offer) => void;
  busy?: boolean;
}

export function OfferList({
  offers,
  label: listLabel = m.offers,
  courierId,
  canSelect,
  canWithdraw,
  onSelect,
  onWithdraw,
  busy,
}: OfferListProps) {
  return (
    <ul className={classes.offers} aria-label={listLabel}>
      {sortOffers(offers).map((o) => {
        const own = courierId !== null && o.courierId === courierId;
        const active = o.offerStatus === OfferStatus.Active;
        const label = offerStatusLabels[o.offerStatus];
        const who = o.courierName ?? m.courierNo(o.courierId);
        let action = null;
        if (active && own && canWithdraw) {
          action = (
            <Button size="xs" color="red" variant="light" onClick={() => onWithdraw(o)} disabled={busy}>
              {m.cancelOffer}
            </Button>
          );
        } else if (active && canSelect) {
          action = (
            <Button size="xs" onClick={() => onSelect(o)} disabled={busy} aria-label={`${m.select}: ${who}`}>
              {m.select}
            </Button>
          );
        }
        return (
          <li
            key={o.priceQuoteOfferId}
            className={classes.offer}
            data-own={own || undefined}
            data-won={o.offerStatus === OfferStatus.Won || undefined}
            data-withdrawn={o.offerStatus === OfferStatus.Withdrawn || undefined}
            aria-label={`${who} ${formatMoney(o.priceQuoteAmount)} ${label}`}
          >
            <Stack gap={4} className={classes.offerWho}>
              <Text size="sm" fw={600}>
                {who}
              </Text>
              {o.completedJobs !== undefined ? (
                // The text colour, not dimmed: a withdrawn row is drawn at 70 % opacity, and dimmed
                // grey on it falls below 4.5:1 (axe).
                <Text size="xs">{m.completedJobs(o.completedJobs)}</Text>
              ) : null}
              <Group gap={6}>
                <Badge variant="light" color={statusColor[o.offerStatus]} tt="none">
                  {label}
                </Badge>
                {own ? (
                  <Text size="xs" c="orange.8">
                    {m.yourOffer}
                  </Text>
                ) : null}
              </Group>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text className={classes.offerAmount}>{formatMoney(o.priceQuoteAmount)}</Text>
              {action}
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
