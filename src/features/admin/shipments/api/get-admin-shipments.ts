import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import { pageList } from '../../common/page-query';
import { rangeQuery, type AdminShipmentsSearch } from './search';
import type { AdminShipment } from './types';

/** The query the contract takes for a search of the URL (defaults and empty filters left out). */
function adminShipmentsQuery(search: AdminShipmentsSearch) {
  return {
    page: search.page,
    pageSize: search.pageSize,
    ...(search.q ? { q: search.q } : {}),
    ...(search.sort ? { sort: search.sort } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.cityId !== undefined ? { cityId: search.cityId } : {}),
    ...(search.vehicleType !== undefined ? { vehicleType: search.vehicleType } : {}),
    ...(search.tender !== undefined ? { isTender: search.tender } : {}),
    ...rangeQuery(search),
  };
}

/** One page of every shipment, filtered and sorted by the server. */
export async function getAdminShipments(search: AdminShipmentsSearch): Promise<Page<AdminShipment>> {
  return unwrap(await api.GET('/admin/shipments', { params: { query: adminShipmentsQuery(search) } }));
}

export const { options: getAdminShipmentsQueryOptions, useList: useAdminShipments } = pageList(
  (search: AdminShipmentsSearch) => adminKeys.shipments.list(search),
  getAdminShipments,
);
