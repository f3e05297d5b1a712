// Admin: every shipment, filtered and paged, and their statistics.
import {
  SHIPMENT_STATUS_CODES,
  shipmentStatusLabels,
  type ShipmentStatusCode,
} from '@/domain/shipment-status';
import { vehicleTypeLabels } from '@/domain/params';
import { db } from '../db';
import { handle, ok } from '../handle';
import { http } from '../http';
import { dateRange, intParam, matchesQ, paginate, statCounts } from '../services/listing';
import { byNewest, serializeShipment } from '../services/shipments';

const admin = { roles: ['Admin'] } as const;

export const adminShipmentHandlers = [
  http.get(
    '/admin/shipments',
    handle(admin, ({ query, auth }) => {
      const status = intParam(query, 'status');
      const vehicleType = intParam(query, 'vehicleType');
      const customerId = intParam(query, 'customerId');
      const courierId = intParam(query, 'courierId');
      const { from, to } = dateRange(query);
      const rows = db.shipments
        .all()
        .filter(
          (s) =>
            (status === undefined || s.shipmentStatus === status) &&
            (vehicleType === undefined || s.vehicleType === vehicleType) &&
            (customerId === undefined || s.customerId === customerId) &&
            (courierId === undefined || s.courierId === courierId) &&
            s.createdAt >= from &&
            s.createdAt < to,
        )
        .filter((s) =>
          matchesQ(
            query,
            s.shipmentId,
            s.startAddress.fullAddress,
            s.startAddress.countyName,
            s.startAddress.cityName,
            ...s.shipmentList.map((d) => d.startAddress.fullAddress),
          ),
        )
        .sort(byNewest);
      return ok(paginate(rows, query, (s) => serializeShipment(s, auth)));
    }),
  ),

  http.get(
    '/admin/shipments/stats',
    handle(admin, ({ query }) => {
      const { from, to } = dateRange(query);
      const rows = db.shipments.all().filter((s) => s.createdAt >= from && s.createdAt < to);
      const revenue = rows
        .filter((s) => s.shipmentStatus === 40)
        .reduce((sum, s) => sum + (s.acceptedTotalPrice ?? s.totalPrice), 0);
      return ok({
        total: rows.length,
        totalRevenue: Math.round(revenue * 100) / 100,
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
      });
    }),
  ),
];
