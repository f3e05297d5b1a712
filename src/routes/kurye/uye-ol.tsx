import { createFileRoute } from '@tanstack/react-router';
import { CourierApplyForm } from '@/features/courier-apply/courier-apply-form';
import { PageTitle } from '@/ui/page-title';

export const Route = createFileRoute('/kurye/uye-ol')({
  component: () => (
    <>
      <PageTitle title="Kurye Ol" />
      <CourierApplyForm />
    </>
  ),
});
