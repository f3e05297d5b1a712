import { useEffect, useRef } from 'react';
import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconClock, IconInfoCircle } from '@tabler/icons-react';
import { OfferStatus, PriceQuoteStatus, priceQuoteStatusLabels } from '@/domain/bid-limits';
import { ShipmentStatus } from '@/domain/shipment-status';
import { splitRounds, tenderHeadline, type TenderHeadline } from '@/domain/tender-round';
import { ApiError } from '@/api/errors';
import { formatDateTime, formatMoney } from '@/domain/format';
import { useSession } from '@/lib/session/use-session';
import { invalidateShipmentViews } from '@/api/shipments/change-shipment-status';
import { usePriceQuote, type PriceQuoteView } from '@/api/shipments/get-price-quote';
import { shipmentKeys } from '@/api/shipments/shipment-keys';
import {
  useAssignOffer,
  useCreateOffer,
  useLowerOffer,
  useWithdrawOffer,
} from '@/api/shipments/tender-offers';
import type { Offer, Shipment } from '@/api/shipments/types';
import { showApiError, showSuccess, showWarning } from '@/ui/feedback';
import { confirmDialog } from '@/ui/confirm-dialog';
import { BidForm } from './bid-form';
import { offerActionError } from './bid-validation';
import { formatCountdown } from './countdown';
import { tenderMessages as m } from './messages';
import { OfferList } from './offer-list';
import { useCountdown } from './use-countdown';
import classes from './tender-panel.module.css';

/** The headline figure: the live lowest offer while running, the result once ended. */
function HeadlineFact({ headline, cancelled }: { headline: TenderHeadline; cancelled: boolean }) {
  let label: string = m.lowestOffer;
  let value: string = m.noLowest;
  if (headline.kind === 'lowest') value = formatMoney(headline.amount);
  if (headline.kind === 'won') {
    label = m.winningOffer;
    value = formatMoney(headline.amount);
  }
  if (headline.kind === 'listedPrice') {
    label = m.result;
    value = cancelled ? m.resultCancelled : m.resultListedPrice;
  }
  return (
    <div className={classes.fact} data-testid="tender-headline">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text className={classes.factValue}>{value}</Text>
    </div>
  );
}

function NotInTender() {
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
      {m.notInTender}
    </Alert>
  );
}

/**
 * Keeps the screen in step with the tender: at zero on the countdown it refetches once (the
 * server settles the tender lazily on read), and when the tender is seen to end (by that read or
 * by the regular poll) everything the result changes (status, courier, accepted price) reloads.
 */
function useTenderSync(shipmentId: number, quote: PriceQuoteView, left: number) {
  const queryClient = useQueryClient();
  const settledFor = useRef<string | null>(null);
  const lastStatus = useRef(quote.status);
  const running = quote.status === PriceQuoteStatus.InProgress;
  useEffect(() => {
    if (!running || left > 0 || settledFor.current === quote.endDate) return;
    settledFor.current = quote.endDate;
    void queryClient.invalidateQueries({ queryKey: shipmentKeys.priceQuote(shipmentId), exact: true });
  }, [running, left, quote.endDate, shipmentId, queryClient]);
  useEffect(() => {
    const ended = lastStatus.current === PriceQuoteStatus.InProgress && !running;
    lastStatus.current = quote.status;
    if (ended) void invalidateShipmentViews(queryClient, shipmentId);
  }, [running, quote.status, shipmentId, queryClient]);
}

function TenderBody({ shipment }: { shipment: Shipment }) {
  const { data: quote } = usePriceQuote(shipment.shipmentId);
  if (!quote) return <NotInTender />;
  return <TenderDetails shipment={shipment} quote={quote} />;
}

function TenderDetails({ shipment, quote }: { shipment: Shipment; quote: PriceQuoteView }) {
  const { user, hasRole } = useSession();
  const queryClient = useQueryClient();
  const createOffer = useCreateOffer();
  const assignOffer = useAssignOffer();
  const withdrawOffer = useWithdrawOffer();
  const lowerOffer = useLowerOffer();
  const running = quote.status === PriceQuoteStatus.InProgress;
  const left = useCountdown(quote.endDate, quote.serverOffsetMs, running);
  useTenderSync(shipment.shipmentId, quote, left);

  const open = running && left > 0;
  const isCourier = hasRole('Courier');
  const isOwner = !!user && (shipment.customerId === user.userId || hasRole('Admin'));
  const courierId = isCourier && user ? user.userId : null;
  // A restart is a new round: only this round's offers count (limits, own offer, result).
  const { current, earlier } = splitRounds(quote.offers, quote.round);
  const ownActive = current.find((o) => o.courierId === courierId && o.offerStatus === OfferStatus.Active);
  const headline = tenderHeadline(running, current);
  const busy =
    createOffer.isPending || assignOffer.isPending || withdrawOffer.isPending || lowerOffer.isPending;
  const statusLabel = priceQuoteStatusLabels[quote.status === PriceQuoteStatus.InProgress ? 1 : 2];

  const bid = async (amount: number) => {
    // The amount as it was read, before anything is sent: "1.000" typed must be seen as 1.000,00 ₺.
    const confirmed = await confirmDialog({
      title: m.bidConfirmTitle,
      text: m.bidConfirm(formatMoney(amount)),
    });
    if (!confirmed) return false;
    try {
      await createOffer.mutateAsync({ shipmentId: shipment.shipmentId, priceQuoteAmount: amount });
      await showSuccess(m.success);
      return true;
    } catch (error) {
      // Another courier's bid may have moved the limits: the server's message is shown, and the
      // form checks the amount again against the fresh offers (useCreateOffer refetched them).
      await showApiError(error);
      const fresh = queryClient.getQueryData<PriceQuoteView>(shipmentKeys.priceQuote(shipment.shipmentId));
      return error instanceof ApiError && error.code.startsWith('BID_') && fresh
        ? { offers: splitRounds(fresh.offers, fresh.round).current }
        : false;
    }
  };

  // "Teklifimi Düşür": the own active offer takes the lower amount in one step (issue 16).
  const lower = async (amount: number) => {
    if (!ownActive) return false;
    const confirmed = await confirmDialog({
      title: m.lowerConfirmTitle,
      text: m.lowerConfirm(formatMoney(amount)),
    });
    if (!confirmed) return false;
    try {
      await lowerOffer.mutateAsync({
        shipmentId: shipment.shipmentId,
        priceQuoteOfferId: ownActive.priceQuoteOfferId,
        priceQuoteAmount: amount,
      });
      await showSuccess(m.success);
      return true;
    } catch (error) {
      await showApiError(error);
      const fresh = queryClient.getQueryData<PriceQuoteView>(shipmentKeys.priceQuote(shipment.shipmentId));
      return error instanceof ApiError && error.code.startsWith('BID_') && fresh
        ? { offers: splitRounds(fresh.offers, fresh.round).current }
        : false;
    }
  };

  const select = async (offer: Offer) => {
    const invalid = offerActionError(offer);
    if (invalid) return void showWarning(invalid);
    const confirmed = await confirmDialog({
      title: m.selectTitle,
      text: m.selectConfirm(
        offer.courierName ?? m.courierNo(offer.courierId),
        formatMoney(offer.priceQuoteAmount),
      ),
    });
    if (!confirmed) return;
    try {
      await assignOffer.mutateAsync({ shipmentId: shipment.shipmentId, offer });
      await showSuccess(m.success);
    } catch (error) {
      await showApiError(error);
    }
  };

  const withdraw = async (offer: Offer) => {
    const invalid = offerActionError(offer);
    if (invalid) return void showWarning(invalid);
    const confirmed = await confirmDialog({ title: m.cancelTitle, text: m.cancelOfferConfirm, danger: true });
    if (!confirmed) return;
    try {
      await withdrawOffer.mutateAsync({
        shipmentId: shipment.shipmentId,
        priceQuoteOfferId: offer.priceQuoteOfferId,
      });
      await showSuccess(m.success);
    } catch (error) {
      await showApiError(error);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="tender-title">
      <Stack gap="md">
        <Group justify="space-between" className={classes.head}>
          <Title order={2} size="h3" id="tender-title">
            {m.title}
          </Title>
          <Badge size="lg" variant="light" color={running ? 'orange' : 'teal'}>
            {statusLabel}
          </Badge>
        </Group>

        {running ? (
          <div className={classes.clock} role="timer" aria-label={m.timeLeftLabel(formatCountdown(left))}>
            <IconClock size={20} aria-hidden />
            <Text size="sm">{m.timeLeft}</Text>
            <span className={classes.clockValue} data-testid="tender-countdown">
              {formatCountdown(left)}
            </span>
          </div>
        ) : null}
        <Text size="sm" c="dimmed">
          {m.endsAt(formatDateTime(quote.endDate))}
        </Text>

        <div className={classes.facts}>
          <div className={classes.fact}>
            <Text size="xs" c="dimmed">
              {m.listedPrice}
            </Text>
            <Text className={classes.factValue}>{formatMoney(shipment.totalPrice)}</Text>
          </div>
          <HeadlineFact
            headline={headline}
            cancelled={shipment.shipmentStatus === ShipmentStatus.Cancelled}
          />
        </div>

        {isCourier && open && !ownActive ? (
          <BidForm
            offers={current}
            listedTotal={shipment.totalPrice}
            onBid={bid}
            pending={createOffer.isPending}
          />
        ) : null}
        {isCourier && open && ownActive ? (
          <BidForm
            key={`${ownActive.priceQuoteOfferId}-${ownActive.priceQuoteAmount}`}
            offers={current}
            own={ownActive}
            listedTotal={shipment.totalPrice}
            onBid={lower}
            pending={lowerOffer.isPending}
          />
        ) : null}

        <Stack gap="xs">
          <Title order={3} size="h5">
            {m.offers}
          </Title>
          {current.length === 0 ? (
            <Text size="sm" c="dimmed">
              {running ? m.noOffers : m.noOffersEnded}
            </Text>
          ) : (
            <OfferList
              offers={current}
              courierId={courierId}
              canSelect={open && isOwner}
              canWithdraw={open && isCourier}
              onSelect={(o) => void select(o)}
              onWithdraw={(o) => void withdraw(o)}
              busy={busy}
            />
          )}
        </Stack>

        {earlier.length > 0 ? (
          <details className={classes.earlier}>
            <summary className={classes.earlierSummary}>{m.earlierRounds(earlier.length)}</summary>
            <Text size="xs" c="dimmed" mb="xs">
              {m.earlierRoundsNote}
            </Text>
            <OfferList
              label={m.earlierRoundsTitle}
              offers={earlier}
              courierId={courierId}
              canSelect={false}
              canWithdraw={false}
              onSelect={() => undefined}
              onWithdraw={() => undefined}
            />
          </details>
        ) : null}
      </Stack>
    </Card>
  );
}

/** docs/screens-and-routes.md and docs/sign-in-and-sessions.md and docs/tender.md: the tender tab: status, countdown, offers, bid / withdraw / select. */
export function TenderPanel({ shipment }: { shipment: Shipment }) {
  if (!shipment.getPriceQuote) return <NotInTender />;
  return <TenderBody shipment={shipment} />;
}
