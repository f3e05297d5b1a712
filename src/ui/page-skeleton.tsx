import { Skeleton, Stack } from '@mantine/core';
import { PendingOrOffline } from './needs-network';
import classes from './page-skeleton.module.css';

export interface PageSkeletonProps {
  /** How many content blocks to sketch under the title. */
  blocks?: number;
}

/**
 * What a page looks like while its data loads: a title bar and a few content blocks. Offline
 * (the router waits for a loader whose fetch is paused) it says the page needs the network.
 */
export function PageSkeleton({ blocks = 3 }: PageSkeletonProps) {
  return (
    <PendingOrOffline kind="page">
      <Stack gap="md" aria-busy="true" aria-label="Yükleniyor" role="status">
        <Skeleton height={32} className={classes.title} />
        {Array.from({ length: blocks }, (_, index) => (
          <Skeleton key={index} height={88} radius="md" />
        ))}
      </Stack>
    </PendingOrOffline>
  );
}
