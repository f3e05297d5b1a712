import { Badge, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { formatDateTime } from '@/domain/format';
import { DataTable, searchPaging, type DataTableColumn } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { PageTitle } from '@/ui/page-title';
import { runAction } from '@/ui/run-action';
import {
  getAllPages,
  useDeletePage,
  usePages,
  type DynamicPageRow,
  type PagesSearch,
} from './api/dynamic-pages';
import { ListSearchBox } from '../common/list-search-box';
import type { ListSearchProps } from '../common/use-list-search';
import { QueryView } from '../common/query-view';
import { useListFilters } from '../common/use-list-filters';
import { usePageInRange } from '../common/use-page-in-range';
import { pageMessages as m } from './messages';
import classes from './content.module.css';

export type DynamicPagesPageProps = ListSearchProps<PagesSearch>;

function SearchBox({ search, onSearchChange }: DynamicPagesPageProps) {
  return (
    <ListSearchBox
      label={m.searchLabel}
      placeholder={m.searchPlaceholder}
      value={search.q}
      onSearch={(q) => onSearchChange({ q, page: 1 })}
    />
  );
}

const editorSearch = (p: DynamicPageRow) => ({ kod: p.pageCode });

/**
 * "Dinamik Sayfalar": the pages served at /sayfa/{code} with search, sorting and CSV; a row opens
 * the editor; "Sayfayı aç" shows the public page in a new tab; delete asks first.
 */
export function DynamicPagesPage({ search, onSearchChange }: DynamicPagesPageProps) {
  const pages = usePages(search);
  const remove = useDeletePage();
  const navigate = useNavigate();
  const filters = useListFilters(search, onSearchChange, { q: '' });

  usePageInRange(pages, (page) => onSearchChange({ page }));

  const confirmRemove = (p: DynamicPageRow) =>
    runAction({
      confirm: {
        title: m.removeConfirmTitle,
        text: m.removeConfirmText(p.pageCode),
        confirmLabel: m.remove,
        danger: true,
      },
      action: () => remove.mutateAsync(p.pageCode),
      success: m.removed(p.pageCode),
    });

  const openEditor = (p: DynamicPageRow) =>
    void navigate({ to: '/admin/dinamik/dinamik-sayfa-ekle/', search: editorSearch(p) });

  const columns: DataTableColumn<DynamicPageRow>[] = [
    {
      key: 'pageCode',
      title: m.columns.pageCode,
      primary: true,
      sortable: true,
      render: (p) => <span className={`${classes.strong} ${classes.code}`}>{p.pageCode}</span>,
      csv: (p) => p.pageCode,
    },
    { key: 'title', title: m.columns.title, sortable: true, render: (p) => p.title, csv: (p) => p.title },
    {
      key: 'isActive',
      title: m.columns.isActive,
      sortable: true,
      width: 110,
      render: (p) => (
        <Badge color={p.isActive ? 'teal' : 'gray'} variant="light">
          {p.isActive ? m.active : m.passive}
        </Badge>
      ),
      csv: (p) => (p.isActive ? m.active : m.passive),
    },
    {
      key: 'updatedAt',
      title: m.columns.updatedAt,
      sortable: true,
      width: 170,
      render: (p) => (p.updatedAt ? formatDateTime(p.updatedAt) : ''),
      csv: (p) => (p.updatedAt ? formatDateTime(p.updatedAt) : ''),
    },
    {
      key: 'actions',
      title: m.columns.actions,
      actions: true,
      width: 220,
      render: (p) => (
        <div className={classes.actions}>
          <Button
            component="a"
            href={`/sayfa/${p.pageCode}`}
            target="_blank"
            rel="noopener"
            variant="subtle"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={m.openLabel(p.pageCode)}
          >
            {m.open}
          </Button>
          <Button variant="light" aria-label={m.editLabel(p.pageCode)} onClick={() => openEditor(p)}>
            {m.edit}
          </Button>
          <Button
            variant="light"
            color="red"
            aria-label={m.removeLabel(p.pageCode)}
            loading={remove.isPending && remove.variables === p.pageCode}
            onClick={() => void confirmRemove(p)}
          >
            {m.remove}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle
        title={m.listTitle}
        actions={
          <Button
            component={Link}
            to="/admin/dinamik/dinamik-sayfa-ekle/"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {m.add}
          </Button>
        }
      />
      <Text c="dimmed">{m.listSummary}</Text>
      <div role="search">
        <SearchBox search={search} onSearchChange={onSearchChange} />
      </div>
      <QueryView query={pages} kind="list" skeletonHeight={220}>
        {(data) => (
          <DataTable
            label={m.tableLabel}
            columns={columns}
            page={data}
            rowKey={(p) => p.pageCode}
            fetching={pages.isPlaceholderData}
            countText={m.count}
            {...searchPaging(search, onSearchChange)}
            onRowClick={openEditor}
            rowLabel={(p) => m.rowLabel(p.pageCode)}
            csv={{ fileName: m.csvFile, rows: () => getAllPages(search) }}
            emptyText={listEmptyText(filters, m)}
          />
        )}
      </QueryView>
    </Stack>
  );
}
