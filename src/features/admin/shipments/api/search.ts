// The URL of the shipment list and of its statistics: `?status=…&from=…&to=…&cityId=…&vehicleType=…
// &tender=…` over the shared list params. Days are Istanbul days (yyyy-mm-dd); the call sends them
// as the instants the contract wants ([from 00:00, the day after `to` 00:00) in UTC+3).
import * as v from 'valibot';
import { listSearchEntries, urlCodeFilter, urlDay, urlSort } from '@/api/list';
import { SHIPMENT_STATUS_CODES } from '@/domain/shipment-status';

const CITY_IDS = Array.from({ length: 81 }, (_, i) => i + 1);

/** The list's sort keys (openapi.yaml listAdminShipments): the sortable columns' keys. */
const SHIPMENT_SORT_KEYS = ['createdAt', 'totalPrice', 'shipmentId', 'shipmentStatus'] as const;

const statusCode = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]),
  v.picklist(SHIPMENT_STATUS_CODES),
);

/** The statuses: one (`?status=2`) or several (`?status=[2,40]`), each once; anything else is none. */
const urlStatuses = v.optional(
  v.fallback(
    v.optional(
      v.pipe(
        v.union([
          v.pipe(
            statusCode,
            v.transform((c) => [c]),
          ),
          v.array(statusCode),
        ]),
        v.transform((codes) => [...new Set(codes)].sort((a, b) => a - b)),
        v.check((codes) => codes.length > 0),
      ),
    ),
    undefined,
  ),
);

const dateRangeEntries = { from: urlDay, to: urlDay };

export const adminShipmentsSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(SHIPMENT_SORT_KEYS),
  status: urlStatuses,
  cityId: urlCodeFilter(CITY_IDS),
  vehicleType: urlCodeFilter([1, 2] as const),
  tender: v.optional(v.fallback(v.optional(v.boolean()), undefined)),
  ...dateRangeEntries,
});
export type AdminShipmentsSearch = v.InferOutput<typeof adminShipmentsSearchSchema>;

export const shipmentStatsSearchSchema = v.object(dateRangeEntries);
export type ShipmentStatsSearch = v.InferOutput<typeof shipmentStatsSearchSchema>;

const DAY_MS = 86_400_000;

/** An Istanbul day's first instant (UTC+3 all year), as ISO. */
function dayStartIso(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+03:00`)).toISOString();
}

/** The contract's [from, to) for a range of days, both ends included. */
export function rangeQuery(search: { from?: string; to?: string }): { from?: string; to?: string } {
  return {
    ...(search.from ? { from: dayStartIso(search.from) } : {}),
    ...(search.to ? { to: new Date(Date.parse(dayStartIso(search.to)) + DAY_MS).toISOString() } : {}),
  };
}
