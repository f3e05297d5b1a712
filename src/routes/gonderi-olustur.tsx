import { startTransition, useEffect, useState } from 'react';
import { Skeleton } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { isPrerenderedView } from '@/lib/prerendered';
import { ShipmentForm } from '@/features/shipment-form';
import { PageTitle } from '@/ui/page-title';

export const Route = createFileRoute('/gonderi-olustur')({
  component: CreateShipmentPage,
});

function CreateShipmentPage() {
  // The form is the heaviest render of the app. Mounted in a transition, React renders it in
  // small slices that let the browser paint and answer input in between, instead of one long
  // task right after the page's code arrives. The prerendered page has the form in its HTML, so
  // hydration needs it at once (hydrating is itself a transition, issue 19).
  const [formMounted, setFormMounted] = useState(isPrerenderedView);
  useEffect(() => {
    startTransition(() => setFormMounted(true));
  }, []);
  return (
    <>
      <PageTitle title="Kurye Çağır" documentTitle="Gönderi Oluştur" />
      {formMounted ? <ShipmentForm /> : <Skeleton height={400} radius="md" aria-busy="true" />}
    </>
  );
}
