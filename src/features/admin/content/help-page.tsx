import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from '@/ui/data-table';
import { runAction } from '@/ui/run-action';
import { AdminListScreen } from '../common/admin-list-screen';
import type { ListSearchProps } from '../common/use-list-search';
import { getHelp, useDeleteHelp, useHelp, type HelpEntry, type HelpSearch } from './api/help';
import { HelpEditor } from './help-editor';
import { activeColumn, textColumn } from '../common/columns';
import { helpMessages as m } from './messages';
import classes from './content.module.css';

export type HelpPageProps = ListSearchProps<HelpSearch>;

/**
 * "Yardım": the help entries (question, answer, order, published) with search, sorting and CSV;
 * one editor (a dialog) adds and changes an entry; delete asks first. Search and page in the URL.
 */
export function HelpPage({ search, onSearchChange }: HelpPageProps) {
  const remove = useDeleteHelp();
  // undefined: closed; null: a new entry.
  const [editing, setEditing] = useState<HelpEntry | null | undefined>(undefined);

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
    textColumn<HelpEntry>('order', m.columns.order, (h) => h.order, { sortable: true, width: 80 }),
    textColumn<HelpEntry>('title', m.columns.title, (h) => h.title, {
      primary: true,
      sortable: true,
      width: '30%',
      render: (h) => <span className={classes.strong}>{h.title}</span>,
    }),
    textColumn<HelpEntry>('body', m.columns.body, (h) => h.body, {
      render: (h) => <span className={classes.answer}>{h.body}</span>,
    }),
    activeColumn<HelpEntry>(m.columns.isActive, (h) => h.isActive, m),
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
    <AdminListScreen
      search={search}
      onSearchChange={onSearchChange}
      texts={m}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
          {m.add}
        </Button>
      }
      query={useHelp(search)}
      columns={columns}
      rowKey={(h) => h.helpId}
      onRowClick={setEditing}
      rowLabel={(h) => m.editLabel(h.title)}
      csv={{ fileName: m.csvFile, read: getHelp }}
      keepPageInRange
    >
      <HelpEditor entry={editing} onClose={() => setEditing(undefined)} />
    </AdminListScreen>
  );
}
