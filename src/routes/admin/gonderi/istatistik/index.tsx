import { createFileRoute } from '@tanstack/react-router';
import { getShipmentStatsQueryOptions } from '@/features/admin/shipments/api/get-shipment-stats';
import { shipmentStatsSearchSchema, type ShipmentStatsSearch } from '@/features/admin/shipments/api/search';
import { StatsPage } from '@/features/admin/shipments/stats-page';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/gonderi/istatistik/')({
  validateSearch: shipmentStatsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin || !isOnline()) return;
    await context.queryClient.ensureQueryData(getShipmentStatsQueryOptions(deps));
  },
  component: StatsRoute,
});

function StatsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<ShipmentStatsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });
  return <StatsPage search={search} onSearchChange={onSearchChange} />;
}
