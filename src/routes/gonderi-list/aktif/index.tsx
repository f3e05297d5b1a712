import { createFileRoute, redirect } from '@tanstack/react-router';

// docs/screens-and-routes.md: one place writes the list as /gonderi-list/aktif/; both readings must work.
export const Route = createFileRoute('/gonderi-list/aktif/')({
  beforeLoad: () => {
    throw redirect({ to: '/gonderi-liste/aktif/', replace: true });
  },
});
