import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { PageSkeleton } from '@/ui/page-skeleton';
import { PageTitle } from '@/ui/page-title';
import { courierAccountState, mayWork } from './account-state';
import { useCourierProfile } from './api/courier-profile';
import { ApplicationStatus } from './application-status';
import classes from './courier-profile-page.module.css';

export interface CourierStatusGateProps {
  /** The page's title, kept as its h1 when the status replaces the page. */
  title: string;
  children: ReactNode;
}

/**
 * A courier page for approved couriers only. Anyone else sees why (pending, rejected with the
 * reason, suspended) and what they sent, instead of a page whose every call the server refuses.
 * The status is polled, so an approval shows without a reload.
 */
export function CourierStatusGate({ title, children }: CourierStatusGateProps) {
  const profile = useCourierProfile({ poll: true });
  if (profile.isPending) return <PageSkeleton />;
  // Unreadable (offline, say): the page itself copes; the server refuses what it must.
  if (!profile.data || mayWork(courierAccountState(profile.data.status))) return <>{children}</>;
  return (
    <Stack gap="lg" className={classes.page}>
      <PageTitle title={title} />
      <ApplicationStatus profile={profile.data} withSummary withProfileLink />
    </Stack>
  );
}
