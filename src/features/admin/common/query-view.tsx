import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { PendingOrOffline, type PendingOrOfflineProps } from '@/ui/needs-network';
import { LoadError } from './load-error';

/** What the view reads of a query (TanStack Query's result). */
interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** What the offline note says cannot be read ("list" or "page"). */
  kind: PendingOrOfflineProps['kind'];
  /** The skeleton's height while the first answer is on its way. */
  skeletonHeight: number;
  /** The view of what was read (kept on screen while a later read fails). */
  children: (data: T) => ReactNode;
}

/**
 * The three states of an admin screen's data, the same everywhere: its view once read; docs/errors-and-messages.md
 * message with "Tekrar Dene" when the read failed; a skeleton meanwhile, or offline the note that
 * it needs the network (never an endless skeleton).
 */
export function QueryView<T>({ query, kind, skeletonHeight, children }: QueryViewProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <PendingOrOffline kind={kind}>
      <Skeleton height={skeletonHeight} radius="md" />
    </PendingOrOffline>
  );
}
