import { useMemo } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError, describeThrown } from '@/api/errors';
import { NOT_FOUND_TEXT, NotFoundPage } from '@/ui/not-found-page';
import { PageSkeleton } from '@/ui/page-skeleton';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useDynamicPage } from './api/get-dynamic-page';
import { pageTitleOf, sanitizeTree } from './sanitize-tree';
import { DynamicNodes } from './dynamic-nodes';
import { dynamicPageMessages as m } from './messages';
import classes from './dynamic-page-view.module.css';

export interface DynamicPageProps {
  /** The page's code (`hakkimizda`, or the `{pageCode}` of `/sayfa/{pageCode}`). */
  pageCode: string;
  /** The browser tab's title; by default the page's own (its PageHeader's title). */
  documentTitle?: string;
}

/**
 * Loads `GET /dynamic/{pageCode}` and renders it safely. While loading: a skeleton (offline: that
 * the page needs the network once). Unknown or inactive page: the 404 page. Failed: docs/errors-and-messages.md's
 * message for the failure and "Tekrar Dene". Data already cached stays on screen if a background
 * refresh fails.
 */
export function DynamicPage({ pageCode, documentTitle }: DynamicPageProps) {
  const query = useDynamicPage(pageCode);
  const nodes = useMemo(() => (query.data === undefined ? null : sanitizeTree(query.data)), [query.data]);
  const notFound = !nodes && query.error instanceof ApiError && query.error.status === 404;
  // The 404 page names the tab itself; this effect runs after its own and must not undo it.
  const title = notFound
    ? NOT_FOUND_TEXT
    : (documentTitle ?? (nodes ? pageTitleOf(nodes) : undefined) ?? m.fallbackTitle);
  useDocumentTitle(title);

  if (nodes) {
    return (
      <div className={classes.root} data-dynamic-page={pageCode}>
        <DynamicNodes nodes={nodes} />
      </div>
    );
  }
  if (query.isError) {
    if (notFound) return <NotFoundPage />;
    const message = describeThrown(query.error);
    return (
      <Alert
        role="alert"
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={m.loadErrorTitle}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message.text}</Text>
          <Button size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            {m.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <PageSkeleton />;
}
