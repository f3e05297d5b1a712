import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { citiesQueryOptions } from '@/api/addresses/lookups';
import { listLoader, listRouteComponent } from '@/app/admin-list-route';
import { listRouteSearch } from '@/app/list-route-search';
import { getAdminShipmentsQueryOptions } from '@/features/admin/shipments/api/get-admin-shipments';
import { adminShipmentsSearchSchema } from '@/features/admin/shipments/api/search';
import { ShipmentsPage, type ShipmentsPageProps } from '@/features/admin/shipments/shipments-page';

export const Route = createFileRoute('/admin/gonderi/gonderi-liste/')({
  ...listRouteSearch(adminShipmentsSearchSchema),
  loader: listLoader(getAdminShipmentsQueryOptions, citiesQueryOptions),
  component: listRouteComponent(adminShipmentsSearchSchema, ShipmentsPage, useShipmentLinks),
});

function useShipmentLinks(): Pick<ShipmentsPageProps, 'onOpen'> {
  const navigate = useNavigate();
  return {
    onOpen: (shipmentId) =>
      void navigate({ to: '/admin/gonderi/gonderi-liste/$shipmentId', params: { shipmentId } }),
  };
}
