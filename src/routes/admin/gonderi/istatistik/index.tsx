import { useListSearch } from '@/features/admin/common/use-list-search';
import { createFileRoute } from '@tanstack/react-router';
import { getShipmentStatsQueryOptions } from '@/features/admin/shipments/api/get-shipment-stats';
import { shipmentStatsSearchSchema } from '@/features/admin/shipments/api/search';
import { StatsPage } from '@/features/admin/shipments/stats-page';

export const Route = createFileRoute('/admin/gonderi/istatistik/')({
  validateSearch: shipmentStatsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.adminData.ensure(getShipmentStatsQueryOptions(deps)),
  component: StatsRoute,
});

function StatsRoute() {
  const list = useListSearch(Route);
  return <StatsPage {...list} />;
}
