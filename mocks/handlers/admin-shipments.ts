// Admin: every shipment, filtered and paged, and their statistics.
import type { components } from '@/api/schema';
import {
  SHIPMENT_STATUS_CODES,
  ShipmentStatus,
  isShipmentStatus,
  shipmentStatusLabels,
  type ShipmentStatusCode,
} from '@/domain/shipment-status';
import {
  averageMoney,
  daysBetween,
  istanbulDayOf,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  tenderDiscount,
} from '@/domain/shipment-stats';
import { sumMoney } from '@/domain/limits';
import { vehicleTypeLabels } from '@/domain/params';
import type { AuthUser } from '../auth';
import { now } from '../clock';
import { db, type ShipmentRecord } from '../db';
import { failValidation } from '@/domain/api-errors';
import { handle, ok } from '../handle';
import { http } from '../http';
import {
  boolParam,
  dateRange,
  intParam,
  matchesPhone,
  matchesQ,
  paginate,
  statCounts,
  type SortKeys,
} from '../services/listing';
import { byNewest, serializeShipment } from '../services/shipments';
import { findUser, fullName } from '../services/users';

const admin = { roles: ['Admin'] } as const;
const DAY_MS = 86_400_000;

/** `?status=1&status=2`: every value a status code, at most one of each (400 otherwise). */
function statusesOf(query: URLSearchParams): Set<number> | undefined {
  const raw = query.getAll('status').filter((x) => x !== '');
  if (raw.length === 0) return undefined;
  const codes = raw.map(Number);
  if (
    codes.length > SHIPMENT_STATUS_CODES.length ||
    new Set(codes).size !== codes.length ||
    !codes.every((c) => Number.isInteger(c) && isShipmentStatus(c))
  )
    failValidation([{ field: 'status', code: 'FIELD_INVALID' }]);
  return new Set(codes);
}

/** An integer query parameter within [min, max] (400 otherwise). */
function boundedInt(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const n = intParam(query, name);
  if (n !== undefined && (n < min || n > max)) failValidation([{ field: name, code: 'FIELD_INVALID' }]);
  return n;
}

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

export const adminShipmentHandlers = [
  http.get(
    '/admin/shipments',
    handle(admin, ({ query, auth }) => {
      const statuses = statusesOf(query);
      const vehicleType = intParam(query, 'vehicleType');
      const customerId = intParam(query, 'customerId');
      const courierId = intParam(query, 'courierId');
      const cityId = boundedInt(query, 'cityId', 1, 81);
      const isTender = boolParam(query, 'isTender');
      const { from, to } = dateRange(query);
      const rows = db.shipments
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
      return ok(paginate(rows, query, (s) => adminShipment(s, auth), sortKeys));
    }),
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
      const revenue = sumMoney(completed.map(price));

      const perDay = new Map(daysBetween(dayFrom, dayTo).map((d) => [d, 0]));
      for (const s of db.shipments.all()) {
        if (s.createdAt < dayFrom || s.createdAt >= dayTo) continue;
        const day = istanbulDayOf(s.createdAt);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }

      const perCity = new Map<number, { name: string; count: number }>();
      for (const s of rows) {
        const city = perCity.get(s.startAddress.cityId) ?? { name: s.startAddress.cityName, count: 0 };
        city.count += 1;
        perCity.set(s.startAddress.cityId, city);
      }

      return ok({
        total: rows.length,
        totalRevenue: revenue,
        byStatus: statCounts(
          rows,
          SHIPMENT_STATUS_CODES,
          (s) => s.shipmentStatus,
          (c) => shipmentStatusLabels[c as ShipmentStatusCode],
        ),
        byVehicleType: statCounts(
          rows,
          [1, 2],
          (s) => s.vehicleType,
          (c) => vehicleTypeLabels[c as 1 | 2],
        ),
        byDay: [...perDay].map(([day, count]) => ({ day, count })),
        byCity: [...perCity]
          .map(([code, c]) => ({ code, name: c.name, count: c.count }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'tr')),
        completedCount: completed.length,
        averagePrice: averageMoney(completed.map(price)),
        tenderDiscount: tenderDiscount(
          completed
            .filter((s) => s.getPriceQuote && s.acceptedTotalPrice !== null)
            .map((s) => ({ listedTotal: s.totalPrice, winningOffer: s.acceptedTotalPrice ?? s.totalPrice })),
        ),
      });
    }),
  ),
];
