import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { Page } from '@/api/list';
import { adminKeys } from '../../admin-keys';
import type { AdminShipment } from './types';

export interface MemberShipmentsQuery {
  /** Whose shipments: the customer's own or the ones the courier carries. */
  as: 'customer' | 'courier';
  userId: number;
  page: number;
}

/** A member's shipments, newest first, 10 a page (GET /admin/shipments?customerId= or courierId=). */
async function getMemberShipments({ as, userId, page }: MemberShipmentsQuery): Promise<Page<AdminShipment>> {
  const query = as === 'customer' ? { customerId: userId } : { courierId: userId };
  return unwrap(await api.GET('/admin/shipments', { params: { query: { ...query, page, pageSize: 10 } } }));
}

function getMemberShipmentsQueryOptions(q: MemberShipmentsQuery) {
  return queryOptions({
    // Under the shipments lists: a change to any shipment refreshes these too.
    queryKey: [...adminKeys.shipments.lists(), 'member', q] as const,
    queryFn: () => getMemberShipments(q),
    placeholderData: keepPreviousData,
  });
}

export function useMemberShipments(q: MemberShipmentsQuery, enabled = true) {
  return useQuery({ ...getMemberShipmentsQueryOptions(q), enabled });
}
