import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { QueryView, type QueryViewProps } from './query-view';

export interface TableSectionProps<T> {
  /** The section's heading (level 2) over the table. */
  title: string;
  query: QueryViewProps<T>['query'];
  /** The table, once read. */
  children: (data: T) => ReactNode;
}

/** A titled table under a screen's main view (accounting runs, cash handovers), with QueryView's three states. */
export function TableSection<T>({ title, query, children }: TableSectionProps<T>) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      <QueryView query={query} kind="list" skeletonHeight={120}>
        {children}
      </QueryView>
    </Stack>
  );
}
