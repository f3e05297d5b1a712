// The bodies of the tender's and the courier's work operations (openapi.yaml), read by both
// servers: a bid or a lowered bid, a customer's selection, "İşe Açığım".
import * as v from 'valibot';
import { idSchema, intSchema, moneySchema, TEXT_MAX, textSchema } from './limits';

/** POST and PUT /shipment/{id}/price-quote[/{offerId}]: the amount (missing: BID_REQUIRED). */
export const offerBodySchema = v.object({ priceQuoteAmount: v.nullish(moneySchema('BID_REQUIRED')) });

/** PUT …/assign: the body is an Offer; the ids pick it, the rest, if sent, must still be an offer's. */
export const assignBodySchema = v.object({
  priceQuoteOfferId: v.nullish(idSchema()),
  courierId: v.nullish(idSchema()),
  offerStatus: v.nullish(intSchema(0, 99)),
  priceQuoteAmount: v.nullish(moneySchema()),
  courierName: v.nullish(v.pipe(v.string(), v.maxLength(2 * TEXT_MAX.name + 1, 'TEXT_TOO_LONG'))),
  createdAt: v.nullish(textSchema('code64')),
  round: v.nullish(intSchema(1, 100_000)),
});

/** PUT /courier/updateStatus. */
export const workStatusBodySchema = v.object({ isOpenToWork: v.boolean('FIELD_REQUIRED') });
