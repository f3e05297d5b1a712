import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import {
  bidLimits,
  formatBidLimit,
  lowerBidLimits,
  type OfferLike,
  type OwnOfferLike,
} from '@/domain/bid-limits';
import { MoneyInput } from '@/ui/money-input';
import { validateBid } from './bid-validation';
import { tenderMessages as m } from './messages';
import classes from './tender-panel.module.css';

export interface BidFormProps {
  offers: readonly (OfferLike & { priceQuoteOfferId?: number })[];
  /** The courier's own active offer: the form lowers it ("Teklifimi Düşür") instead of bidding. */
  own?: OwnOfferLike;
  /** The shipment's listed total: no bid may exceed it (docs/decisions/0004-the-emulated-server.md). */
  listedTotal: number;
  /**
   * Sends a checked amount; resolves true when the bid was taken (the input then clears). When the
   * server refused it because the offers moved meanwhile, it resolves to the fresh offers: the
   * amount is checked again against them (a too-high one is reset to the new limit).
   */
  onBid: (amount: number) => Promise<boolean | { offers: BidFormProps['offers'] }>;
  pending?: boolean;
}

/** A courier's bid, checked on the client with docs/tender.md limits and texts before it is sent. */
export function BidForm({ offers, own, listedTotal, onBid, pending = false }: BidFormProps) {
  const [value, setValue] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { lowest, max, min } = own
    ? lowerBidLimits(own, offers, listedTotal)
    : bidLimits(offers, listedTotal);

  const check = (against: BidFormProps['offers']) => {
    const result = validateBid(value, against, listedTotal, own);
    if (!result.ok) {
      setError(result.message);
      if (result.resetTo !== undefined) setValue(result.resetTo);
    }
    return result;
  };

  const submit = async () => {
    const result = check(offers);
    if (!result.ok) return;
    setError(null);
    const outcome = await onBid(result.amount);
    if (outcome === true) setValue(null);
    else if (outcome) check(outcome.offers);
  };

  return (
    <form
      className={classes.bidForm}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <MoneyInput
          label={own ? m.lowerLabel : m.bidLabel}
          placeholder={m.bidPlaceholder}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          error={error}
          errorProps={{ role: 'alert' }}
          description={
            own
              ? m.lowerHint(
                  formatBidLimit(own.priceQuoteAmount),
                  m.bidHint(formatBidLimit(max), formatBidLimit(min)),
                )
              : lowest > 0
                ? m.bidHint(formatBidLimit(max), formatBidLimit(min))
                : `${m.bidHintFirst} ${m.bidHint(formatBidLimit(max), formatBidLimit(min))}`
          }
        />
        <Button type="submit" loading={pending} className={classes.bidButton}>
          {own ? m.lower : m.bid}
        </Button>
      </Stack>
    </form>
  );
}
