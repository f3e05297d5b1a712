import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { ApiError, unwrap } from '@/api/errors';
import { PriceQuoteStatus } from '@/domain/bid-limits';
import { shipmentKeys } from './shipment-keys';
import type { PriceQuote } from './types';

/** How often a running tender refreshes itself while the page is visible. */
export const TENDER_REFRESH_MS = 5_000;

/** A price quote with how far the server's clock is ahead of ours, for the countdown. */
export interface PriceQuoteView extends PriceQuote {
  /** serverNow − clientNow in ms, measured when the answer arrived. */
  serverOffsetMs: number;
}

/**
 * The server's clock when it answered: the quote's `serverTime`, else the HTTP Date header
 * (whole seconds), else ours. The mock clock runs ahead in tests, so the client's clock
 * cannot be trusted for the tender end.
 */
function serverOffsetOf(quote: Pick<PriceQuote, 'serverTime'>, response?: Response): number {
  const receivedAt = Date.now();
  const fromBody = quote.serverTime ? Date.parse(quote.serverTime) : Number.NaN;
  if (Number.isFinite(fromBody)) return fromBody - receivedAt;
  const header = response?.headers.get('Date');
  const fromHeader = header ? Date.parse(header) : Number.NaN;
  return Number.isFinite(fromHeader) ? fromHeader - receivedAt : 0;
}

export function toPriceQuoteView(quote: PriceQuote, response?: Response): PriceQuoteView {
  return { ...quote, serverOffsetMs: serverOffsetOf(quote, response) };
}

/** The tender of a shipment; `null` when the shipment was not put to tender (404 NOT_IN_TENDER). */
async function getPriceQuote(shipmentId: number): Promise<PriceQuoteView | null> {
  const result = await api.GET('/shipment/{shipmentId}/price-quote', { params: { path: { shipmentId } } });
  try {
    return toPriceQuoteView(unwrap(result), result.response);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.code === 'NOT_IN_TENDER') return null;
    throw error;
  }
}

export function getPriceQuoteQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: shipmentKeys.priceQuote(shipmentId),
    queryFn: () => getPriceQuote(shipmentId),
    // A running tender changes under our feet (other couriers bid): poll it, but only while the
    // page is visible (refetchIntervalInBackground stays false).
    refetchInterval: (query) =>
      query.state.data?.status === PriceQuoteStatus.InProgress ? TENDER_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

export function usePriceQuote(shipmentId: number) {
  return useSuspenseQuery(getPriceQuoteQueryOptions(shipmentId));
}
