import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { DataTable, searchPaging, type DataTableColumn } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { PageTitle } from '@/ui/page-title';
import { runAction } from '@/ui/run-action';
import { ListSearchBox } from '../common/list-search-box';
import type { ListSearchProps } from '../common/use-list-search';
import { getAllHelp, useDeleteHelp, useHelp, type HelpEntry, type HelpSearch } from './api/help';
import { HelpEditor } from './help-editor';
import { QueryView } from '../common/query-view';
import { useListFilters } from '../common/use-list-filters';
import { usePageInRange } from '../common/use-page-in-range';
import { helpMessages as m } from './messages';
import classes from './content.module.css';

export type HelpPageProps = ListSearchProps<HelpSearch>;

function SearchBox({ search, onSearchChange }: HelpPageProps) {
  return (
    <ListSearchBox
      label={m.searchLabel}
      placeholder={m.searchPlaceholder}
      value={search.q}
      onSearch={(q) => onSearchChange({ q, page: 1 })}
    />
  );
}

/**
 * "Yardım": the help entries (question, answer, order, published) with search, sorting and CSV;
 * one editor (a dialog) adds and changes an entry; delete asks first. Search and page in the URL.
 */
export function HelpPage({ search, onSearchChange }: HelpPageProps) {
  const help = useHelp(search);
  const remove = useDeleteHelp();
  // undefined: closed; null: a new entry.
  const [editing, setEditing] = useState<HelpEntry | null | undefined>(undefined);
  const filters = useListFilters(search, onSearchChange, { q: '' });

  usePageInRange(help, (page) => onSearchChange({ page }));

  const confirmRemove = (h: HelpEntry) =>
    runAction({
      confirm: {
        title: m.removeConfirmTitle,
        text: m.removeConfirmText(h.title),
        confirmLabel: m.remove,
        danger: true,
      },
      action: () => remove.mutateAsync(h.helpId),
      success: m.removed(h.title),
    });

  const columns: DataTableColumn<HelpEntry>[] = [
    {
      key: 'order',
      title: m.columns.order,
      sortable: true,
      width: 80,
      render: (h) => h.order,
      csv: (h) => h.order,
    },
    {
      key: 'title',
      title: m.columns.title,
      primary: true,
      sortable: true,
      width: '30%',
      render: (h) => <span className={classes.strong}>{h.title}</span>,
      csv: (h) => h.title,
    },
    {
      key: 'body',
      title: m.columns.body,
      render: (h) => <span className={classes.answer}>{h.body}</span>,
      csv: (h) => h.body,
    },
    {
      key: 'isActive',
      title: m.columns.isActive,
      sortable: true,
      width: 110,
      render: (h) => (
        <Badge color={h.isActive ? 'teal' : 'gray'} variant="light">
          {h.isActive ? m.active : m.passive}
        </Badge>
      ),
      csv: (h) => (h.isActive ? m.active : m.passive),
    },
    {
      key: 'actions',
      title: m.columns.actions,
      actions: true,
      width: 180,
      render: (h) => (
        <div className={classes.actions}>
          <Button variant="light" aria-label={m.editLabel(h.title)} onClick={() => setEditing(h)}>
            {m.edit}
          </Button>
          <Button
            variant="light"
            color="red"
            aria-label={m.removeLabel(h.title)}
            loading={remove.isPending && remove.variables === h.helpId}
            onClick={() => void confirmRemove(h)}
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
        title={m.title}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            {m.add}
          </Button>
        }
      />
      <Text c="dimmed">{m.summary}</Text>
      <div role="search">
        <SearchBox search={search} onSearchChange={onSearchChange} />
      </div>
      <QueryView query={help} kind="list" skeletonHeight={220}>
        {(data) => (
          <DataTable
            label={m.tableLabel}
            columns={columns}
            page={data}
            rowKey={(h) => h.helpId}
            fetching={help.isPlaceholderData}
            countText={m.count}
            {...searchPaging(search, onSearchChange)}
            onRowClick={setEditing}
            rowLabel={(h) => m.editLabel(h.title)}
            csv={{ fileName: m.csvFile, rows: () => getAllHelp(search) }}
            emptyText={listEmptyText(filters, m)}
          />
        )}
      </QueryView>
      <HelpEditor entry={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
