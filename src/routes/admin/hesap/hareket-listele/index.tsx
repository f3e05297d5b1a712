import { createFileRoute } from '@tanstack/react-router';
import { listLoader, listRouteComponent } from '@/app/admin-list-route';
import { listRouteSearch } from '@/app/list-route-search';
import { getMovementsQueryOptions } from '@/features/admin/wallet/api/get-movements';
import { movementsSearchSchema } from '@/features/admin/wallet/api/search';
import { MovementsPage } from '@/features/admin/wallet/movements-page';

export const Route = createFileRoute('/admin/hesap/hareket-listele/')({
  ...listRouteSearch(movementsSearchSchema),
  loader: listLoader(getMovementsQueryOptions),
  component: listRouteComponent(movementsSearchSchema, MovementsPage),
});
