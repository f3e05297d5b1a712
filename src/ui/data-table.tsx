import type { Key, ReactNode } from 'react';
import { Pagination, Table, Text } from '@mantine/core';
// Only the admin lists page: their chunk carries it, not the first load (app/mantine-styles.ts).
import '@mantine/core/styles/Pagination.css';
import { pageCount, type Page } from '@/api/list';
import classes from './data-table.module.css';

export interface DataTableColumn<T> {
  /** Stable key of the column. */
  key: string;
  /** The column header; on phones also the label before each value. */
  title: string;
  render: (row: T) => ReactNode;
  /** The cell that names the row (a name): a row header, and the card's heading on phones. */
  primary?: boolean;
  /** The row's buttons: the card's footer on phones, no label. */
  actions?: boolean;
  /** A width for the table layout (px or CSS length). */
  width?: number | string;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers ("Onay bekleyen başvurular"). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The page to show; undefined while the first one loads. */
  page: Page<T> | undefined;
  rowKey: (row: T) => Key;
  /** Another page or filter is on its way (the rows shown are the previous ones). */
  fetching?: boolean;
  /** Shown instead of an empty table. */
  emptyText: ReactNode;
  /** "2 başvuru": the count under the table. */
  countText: (total: number) => string;
  onPageChange: (page: number) => void;
}

/**
 * The one table of the admin lists (ADMIN.md 3): a server-side page (`Page<T>` of the contract),
 * its columns, Turkish texts set once, pagination that moves `search.page`. On a narrow width the
 * rows become cards below 640 px of its own width (data-table.module.css), so it works one-handed at 360 px.
 */
export function DataTable<T>({
  label,
  columns,
  page,
  rowKey,
  fetching = false,
  emptyText,
  countText,
  onPageChange,
}: DataTableProps<T>) {
  if (page && page.items.length === 0 && page.total === 0)
    return <div className={classes.empty}>{emptyText}</div>;
  const pages = page ? pageCount(page.total, page.pageSize) : 1;
  return (
    <div className={classes.root}>
      <Table
        className={classes.table}
        aria-label={label}
        aria-busy={fetching}
        verticalSpacing="sm"
        horizontalSpacing="xs"
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th
                key={c.key}
                scope="col"
                style={c.width === undefined ? undefined : { width: c.width }}
              >
                {c.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(page?.items ?? []).map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => {
                const Cell = c.primary ? Table.Th : Table.Td;
                return (
                  <Cell
                    key={c.key}
                    {...(c.primary ? { scope: 'row' } : {})}
                    data-primary={c.primary ? 'true' : undefined}
                    data-actions={c.actions ? 'true' : undefined}
                  >
                    <span className={classes.cellLabel} aria-hidden>
                      {c.title}
                    </span>
                    <div>{c.render(row)}</div>
                  </Cell>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {page ? (
        <div className={classes.footer}>
          <Text size="sm" c="dimmed" role="status">
            {countText(page.total)}
          </Text>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page.page}
              onChange={onPageChange}
              size="lg"
              aria-label="Sayfalar"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? 'Önceki sayfa'
                    : control === 'next'
                      ? 'Sonraki sayfa'
                      : control === 'first'
                        ? 'İlk sayfa'
                        : 'Son sayfa',
              })}
              getItemProps={(n) => ({ 'aria-label': `Sayfa ${n}` })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
