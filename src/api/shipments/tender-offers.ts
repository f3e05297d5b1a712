// The tender writes: bid, lower one's own bid, withdraw (courier); select (customer).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { invalidateShipmentViews } from './change-shipment-status';
import { toPriceQuoteView } from './get-price-quote';
import { shipmentKeys } from './shipment-keys';
import type { Offer } from './types';

async function createOffer(input: { shipmentId: number; priceQuoteAmount: number }): Promise<Offer> {
  const { shipmentId, priceQuoteAmount } = input;
  return unwrap(
    await api.POST('/shipment/{shipmentId}/price-quote', {
      params: { path: { shipmentId } },
      body: { priceQuoteAmount },
    }),
  );
}

/** "Teklifimi Düşür": the courier's own active offer takes a lower amount (issue 16). */
async function lowerOffer(input: {
  shipmentId: number;
  priceQuoteOfferId: number;
  priceQuoteAmount: number;
}) {
  const { shipmentId, priceQuoteOfferId, priceQuoteAmount } = input;
  const result = await api.PUT('/shipment/{shipmentId}/price-quote/{priceQuoteOfferId}', {
    params: { path: { shipmentId, priceQuoteOfferId } },
    body: { priceQuoteAmount },
  });
  return toPriceQuoteView(unwrap(result), result.response);
}

async function assignOffer(input: { shipmentId: number; offer: Offer }) {
  const { shipmentId, offer } = input;
  const result = await api.PUT('/shipment/{shipmentId}/price-quote/{priceQuoteOfferId}/assign', {
    params: { path: { shipmentId, priceQuoteOfferId: offer.priceQuoteOfferId } },
    body: offer,
  });
  return toPriceQuoteView(unwrap(result), result.response);
}

async function withdrawOffer(input: { shipmentId: number; priceQuoteOfferId: number }) {
  const { shipmentId, priceQuoteOfferId } = input;
  const result = await api.DELETE('/shipment/{shipmentId}/price-quote/{priceQuoteOfferId}', {
    params: { path: { shipmentId, priceQuoteOfferId } },
  });
  return toPriceQuoteView(unwrap(result), result.response);
}

/** Reloads the tender: after a bid, or a refused select or withdraw (the tender moved on). */
function refreshQuote(queryClient: QueryClient, shipmentId: number) {
  return queryClient.invalidateQueries({ queryKey: shipmentKeys.priceQuote(shipmentId), exact: true });
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    // Taken or refused, the offers have changed: a refusal usually means another bid came first.
    onSettled: (_offer, _error, { shipmentId }) => refreshQuote(queryClient, shipmentId),
  });
}

export function useAssignOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignOffer,
    onError: (_error, { shipmentId }) => refreshQuote(queryClient, shipmentId),
    onSuccess: async (quote, { shipmentId }) => {
      queryClient.setQueryData(shipmentKeys.priceQuote(shipmentId), quote);
      // The shipment moved to 3 with a courier and an accepted price.
      await invalidateShipmentViews(queryClient, shipmentId);
    },
  });
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onError: (_error, { shipmentId }) => refreshQuote(queryClient, shipmentId),
    onSuccess: async (quote, { shipmentId }) => {
      queryClient.setQueryData(shipmentKeys.priceQuote(shipmentId), quote);
      await queryClient.invalidateQueries({ queryKey: shipmentKeys.courierWork('tenders'), exact: true });
    },
  });
}

export function useLowerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lowerOffer,
    onError: (_error, { shipmentId }) => refreshQuote(queryClient, shipmentId),
    onSuccess: async (quote, { shipmentId }) => {
      queryClient.setQueryData(shipmentKeys.priceQuote(shipmentId), quote);
      await queryClient.invalidateQueries({ queryKey: shipmentKeys.courierWork('tenders'), exact: true });
    },
  });
}
