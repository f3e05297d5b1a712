import { api } from '@/api/client';
import { ApiError, unwrap } from '@/api/errors';
import type { Page } from '@/api/list';
import { SHIPMENT_EXPORT_FILE_NAME } from '@/domain/shipment-export';
import { downloadText } from '@/ui/csv';
import { adminKeys } from '../../admin-keys';
import { pageList } from '../../common/page-query';
import { rangeQuery, type AdminShipmentsSearch } from './search';
import type { AdminShipment } from './types';

/** The filters, search and sort the contract takes for a search of the URL (defaults and empty ones left out). */
function adminShipmentsFilter(search: AdminShipmentsSearch) {
  return {
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
  return unwrap(
    await api.GET('/admin/shipments', {
      params: { query: { page: search.page, pageSize: search.pageSize, ...adminShipmentsFilter(search) } },
    }),
  );
}

/** The file name a Content-Disposition gives ("attachment; filename=\"gonderiler.csv\""). */
export function attachmentName(disposition: string | null): string | undefined {
  return disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
}

/**
 * "CSV İndir": every shipment of the search's filter and sort, as the server writes it
 * (exportAdminShipments, streamed, no row cap), saved under the server's file name.
 */
export async function downloadAdminShipmentsCsv(search: AdminShipmentsSearch): Promise<void> {
  const { data, error, response } = await api.GET('/admin/shipments/export', {
    params: { query: adminShipmentsFilter(search) },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(response.status, error);
  downloadText(
    attachmentName(response.headers.get('content-disposition')) ?? SHIPMENT_EXPORT_FILE_NAME,
    data,
  );
}

export const { options: getAdminShipmentsQueryOptions, useList: useAdminShipments } = pageList(
  (search: AdminShipmentsSearch) => adminKeys.shipments.list(search),
  getAdminShipments,
);
