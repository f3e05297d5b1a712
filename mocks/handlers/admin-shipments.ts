// Admin: every shipment, filtered and paged, and their statistics.
import type { components } from '@/api/schema';
import { ShipmentStatus } from '@/domain/shipment-status';
import { adminShipmentFilterOf } from '@/domain/listing';
import {
  daysBetween,
  istanbulDayOf,
  shipmentStatsFigures,
  shipmentStatsLabels,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
} from '@/domain/shipment-stats';
import { sumMoney } from '@/domain/limits';
import { toCsv } from '@/domain/csv';
import { csvReply } from '@/domain/reply';
import {
  SHIPMENT_EXPORT_FILE_NAME,
  SHIPMENT_EXPORT_HEADER,
  shipmentExportCells,
  type ShipmentExportFacts,
} from '@/domain/shipment-export';
import type { AuthUser } from '../auth';
import { now } from '../clock';
import { db, type ShipmentRecord } from '../db';
import { failValidation } from '@/domain/api-errors';
import { handle, ok } from '../handle';
import { http } from '../http';
import { dateRange, matchesPhone, matchesQ, paginate, sortRows, type SortKeys } from '../services/listing';
import { byNewest, serializeShipment } from '../services/shipments';
import { findUser, fullName } from '../services/users';

const admin = { roles: ['Admin'] } as const;
const DAY_MS = 86_400_000;

const price = (s: ShipmentRecord) => s.acceptedTotalPrice ?? s.totalPrice;

/** The sort keys of the admin list (openapi.yaml's listAdminShipments). */
const sortKeys: SortKeys<ShipmentRecord> = {
  createdAt: (s) => s.createdAt,
  totalPrice: price,
  shipmentId: (s) => s.shipmentId,
  shipmentStatus: (s) => s.shipmentStatus,
};

function adminShipment(s: ShipmentRecord, auth: AuthUser): components['schemas']['AdminShipment'] {
  const customer = findUser(s.customerId);
  return {
    ...serializeShipment(s, auth),
    customerId: s.customerId,
    customerName: customer ? fullName(customer) : '',
    customerPhone: customer?.phone ?? '',
  };
}

/** The names a shipment is found by: its customer's and its courier's. */
function peopleOf(s: ShipmentRecord): string[] {
  return [s.customerId, s.courierId].flatMap((id) => {
    const user = id === null ? undefined : findUser(id);
    return user ? [fullName(user)] : [];
  });
}

/** The customer's and the courier's phones, found however typed (with or without the 0, spaces). */
function phonesOf(s: ShipmentRecord): (string | undefined)[] {
  return [s.customerId, s.courierId].map((id) => (id === null ? undefined : findUser(id)?.phone));
}

/**
 * The shipments of the list's filters and `q`, newest first (the list's default order): what
 * listAdminShipments pages and exportAdminShipments writes whole.
 */
function filteredShipments(query: URLSearchParams): ShipmentRecord[] {
  const { vehicleType, customerId, courierId, cityId, isTender, from, to, ...filter } =
    adminShipmentFilterOf(query);
  const statuses = filter.statuses && new Set(filter.statuses);
  return db.shipments
    .all()
    .filter(
      (s) =>
        (statuses === undefined || statuses.has(s.shipmentStatus)) &&
        (vehicleType === undefined || s.vehicleType === vehicleType) &&
        (customerId === undefined || s.customerId === customerId) &&
        (courierId === undefined || s.courierId === courierId) &&
        (cityId === undefined || s.startAddress.cityId === cityId) &&
        (isTender === undefined || s.getPriceQuote === isTender) &&
        s.createdAt >= from &&
        s.createdAt < to,
    )
    .filter(
      (s) =>
        matchesQ(
          query,
          s.shipmentId,
          ...peopleOf(s),
          s.startAddress.fullAddress,
          s.startAddress.countyName,
          s.startAddress.cityName,
          ...s.shipmentList.map((d) => d.startAddress.fullAddress),
        ) || matchesPhone(query, ...phonesOf(s)),
    )
    .sort(byNewest);
}

/** What the export's row says about a shipment. */
function exportFacts(s: ShipmentRecord): ShipmentExportFacts {
  const customer = findUser(s.customerId);
  return {
    shipmentId: s.shipmentId,
    customerName: customer ? fullName(customer) : '',
    customerPhone: customer?.phone ?? '',
    shipmentStatus: s.shipmentStatus,
    cityName: s.startAddress.cityName,
    vehicleType: s.vehicleType,
    getPriceQuote: s.getPriceQuote,
    price: price(s),
    createdAt: s.createdAt,
  };
}

export const adminShipmentHandlers = [
  http.get(
    '/admin/shipments',
    handle(admin, ({ query, auth }) =>
      ok(paginate(filteredShipments(query), query, (s) => adminShipment(s, auth), sortKeys)),
    ),
  ),

  // The whole filtered, sorted list as the table's CSV (src/domain/shipment-export.ts).
  http.get(
    '/admin/shipments/export',
    handle(admin, ({ query }) =>
      csvReply(
        SHIPMENT_EXPORT_FILE_NAME,
        toCsv(
          SHIPMENT_EXPORT_HEADER,
          sortRows(filteredShipments(query), query, sortKeys).map((s) => shipmentExportCells(exportFacts(s))),
        ),
      ),
    ),
  ),

  http.get(
    '/admin/shipments/stats',
    handle(admin, ({ query }) => {
      const range = dateRange(query);
      const dayTo = Number.isFinite(range.to) ? range.to : now();
      const dayFrom = Number.isFinite(range.from) ? range.from : dayTo - STATS_DEFAULT_DAYS * DAY_MS;
      if (dayFrom >= dayTo || dayTo - dayFrom > STATS_MAX_DAYS * DAY_MS)
        failValidation([{ field: 'from', code: 'FIELD_INVALID' }]);
      const rows = db.shipments.all().filter((s) => s.createdAt >= range.from && s.createdAt < range.to);
      const completed = rows.filter((s) => s.shipmentStatus === ShipmentStatus.Completed);
      const days = daysBetween(dayFrom, dayTo);
      const byDay = new Map<string, number>();
      for (const s of db.shipments.all()) {
        if (s.createdAt < dayFrom || s.createdAt >= dayTo) continue;
        const day = istanbulDayOf(s.createdAt);
        byDay.set(day, (byDay.get(day) ?? 0) + 1);
      }
      const perCity = new Map<number, { code: number; name: string; count: number }>();
      for (const s of rows) {
        const city = perCity.get(s.startAddress.cityId) ?? {
          code: s.startAddress.cityId,
          name: s.startAddress.cityName,
          count: 0,
        };
        city.count += 1;
        perCity.set(s.startAddress.cityId, city);
      }
      const countBy = (pick: (s: ShipmentRecord) => number) => {
        const counts = new Map<number, number>();
        for (const s of rows) counts.set(pick(s), (counts.get(pick(s)) ?? 0) + 1);
        return counts;
      };
      const tenders = completed
        .filter((s) => s.getPriceQuote && s.acceptedTotalPrice !== null && s.totalPrice > 0)
        .map((s) => ({ listed: s.totalPrice, won: s.acceptedTotalPrice ?? s.totalPrice }));
      return ok(
        shipmentStatsFigures(
          {
            total: rows.length,
            revenue: sumMoney(completed.map(price)),
            completedCount: completed.length,
            byStatus: countBy((s) => s.shipmentStatus),
            byVehicleType: countBy((s) => s.vehicleType),
            byDay,
            byCity: [...perCity.values()],
            tenders: {
              count: tenders.length,
              rateSum: tenders.reduce((sum, t) => sum + (t.listed - t.won) / t.listed, 0),
              savedSum: sumMoney(tenders.map((t) => t.listed - t.won)),
            },
          },
          days,
          shipmentStatsLabels,
        ),
      );
    }),
  ),
];
