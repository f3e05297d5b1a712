import { Button } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from '@/ui/data-table';
import { runAction } from '@/ui/run-action';
import {
  getPages,
  useDeletePage,
  usePages,
  type DynamicPageRow,
  type PagesSearch,
} from './api/dynamic-pages';
import { AdminListScreen } from '../common/admin-list-screen';
import { activeColumn, dateTimeColumn, textColumn } from '../common/columns';
import type { ListSearchProps } from '../common/use-list-search';
import { pageMessages as m } from './messages';
import classes from './content.module.css';

export type DynamicPagesPageProps = ListSearchProps<PagesSearch>;

const editorSearch = (p: DynamicPageRow) => ({ kod: p.pageCode });

/**
 * "Dinamik Sayfalar": the pages served at /sayfa/{code} with search, sorting and CSV; a row opens
 * the editor; "Sayfayı aç" shows the public page in a new tab; delete asks first.
 */
export function DynamicPagesPage({ search, onSearchChange }: DynamicPagesPageProps) {
  const remove = useDeletePage();
  const navigate = useNavigate();

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
    textColumn<DynamicPageRow>('pageCode', m.columns.pageCode, (p) => p.pageCode, {
      primary: true,
      sortable: true,
      render: (p) => <span className={`${classes.strong} ${classes.code}`}>{p.pageCode}</span>,
    }),
    textColumn<DynamicPageRow>('title', m.columns.title, (p) => p.title, { sortable: true }),
    activeColumn<DynamicPageRow>(m.columns.isActive, (p) => p.isActive, m),
    dateTimeColumn<DynamicPageRow>('updatedAt', m.columns.updatedAt, (p) => p.updatedAt, { width: 170 }),
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
    <AdminListScreen
      search={search}
      onSearchChange={onSearchChange}
      texts={{ ...m, title: m.listTitle, summary: m.listSummary }}
      actions={
        <Button
          component={Link}
          to="/admin/dinamik/dinamik-sayfa-ekle/"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {m.add}
        </Button>
      }
      query={usePages(search)}
      columns={columns}
      rowKey={(p) => p.pageCode}
      onRowClick={openEditor}
      rowLabel={(p) => m.rowLabel(p.pageCode)}
      csv={{ fileName: m.csvFile, read: getPages }}
      keepPageInRange
    />
  );
}
