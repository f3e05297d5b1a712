import { createFileRoute, notFound } from '@tanstack/react-router';
import { getMemberQueryOptions } from '@/features/admin/members/api/get-member';
import { MemberDetailPage } from '@/features/admin/members/member-detail-page';
import { isOnline } from '@/ui/online-status';

export const Route = createFileRoute('/admin/uye/uye-listele/$userId')({
  params: {
    parse: ({ userId }) => {
      const id = Number(userId);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
      return { userId: id };
    },
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  loader: async ({ context, params }) => {
    if (!context.isAdmin || !isOnline()) return;
    // A missing member shows on the page (404 in the catalogue's words), not as a route error.
    await context.queryClient.prefetchQuery(getMemberQueryOptions(params.userId));
  },
  component: MemberRoute,
});

function MemberRoute() {
  const { userId } = Route.useParams();
  return <MemberDetailPage userId={userId} />;
}
