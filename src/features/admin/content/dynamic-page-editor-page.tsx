import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { ApiError } from '@/api/errors';
import { PendingOrOffline } from '@/ui/needs-network';
import { PageTitle } from '@/ui/page-title';
import { usePage } from './api/dynamic-pages';
import { LoadError } from '../common/load-error';
import { pageMessages as m } from './messages';
import { PageEditor } from './page-editor';

function BackLink() {
  return (
    <Anchor component={Link} to="/admin/dinamik/dinamik-sayfa-liste/" size="sm">
      <IconArrowLeft size={14} aria-hidden /> {m.backToList}
    </Anchor>
  );
}

function EditExisting({ pageCode }: { pageCode: string }) {
  const page = usePage(pageCode);
  return (
    <Stack gap="md">
      <PageTitle title={m.editTitle} documentTitle={m.editDocumentTitle(pageCode)} />
      <BackLink />
      {page.data ? (
        <>
          <Text c="dimmed">{m.editSummary(page.data.pageCode)}</Text>
          {/* Another page (or the same after a save) starts the editor afresh. */}
          <PageEditor key={`${page.data.pageCode}:${page.data.updatedAt ?? ''}`} page={page.data} />
        </>
      ) : page.error instanceof ApiError && page.error.status === 404 ? (
        <Stack gap="xs" role="alert">
          <Text fw={600}>{m.notFoundTitle}</Text>
          <Text>{m.notFoundText(pageCode)}</Text>
        </Stack>
      ) : page.error ? (
        <LoadError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <PendingOrOffline kind="page">
          <Skeleton height={400} radius="md" />
        </PendingOrOffline>
      )}
    </Stack>
  );
}

/** "Dinamik Sayfa Ekle" (no code) or "Sayfayı Düzenle" (`?kod=`): the editor with its preview. */
export function DynamicPageEditorPage({ pageCode }: { pageCode: string | undefined }) {
  if (pageCode !== undefined) return <EditExisting pageCode={pageCode} />;
  return (
    <Stack gap="md">
      <PageTitle title={m.addTitle} />
      <BackLink />
      <Text c="dimmed">{m.addSummary}</Text>
      <PageEditor />
    </Stack>
  );
}
