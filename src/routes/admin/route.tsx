import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '@/features/shell/admin-layout';

export const Route = createFileRoute('/admin')({
  component: AdminLayout,
});
