import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC section 2: one place writes the list as /gonderi-list/aktif/; both readings must work.
export const Route = createFileRoute('/gonderi-list/aktif/')({
  beforeLoad: () => {
    throw redirect({ to: '/gonderi-liste/aktif/', replace: true });
  },
});
