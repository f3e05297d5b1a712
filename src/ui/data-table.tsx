import { useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { Button, Group, Pagination, Select, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDownload, IconSelector } from '@tabler/icons-react';
import { DataTable as MantineDataTable, type DataTableColumn as MantineColumn } from 'mantine-datatable';
// Only the admin lists use the table: their chunks carry these, not the first load.
import '@mantine/core/styles/Pagination.css';
import 'mantine-datatable/styles.css';
import { PAGE_SIZES, pageCount, type Page, type PageSize } from '@/api/list';
import { toCsv, type CsvCell } from '@/domain/csv';
import { downloadText } from './csv';
import { showApiError } from './feedback';
import classes from './data-table.module.css';

export interface DataTableColumn<T> {
  /** Stable key of the column; for a sortable column, the list's sort key (the contract's `sort`). */
  key: string;
  /** The column header; on narrow widths also the label before each value. */
  title: string;
  render: (row: T) => ReactNode;
  /** The cell that names the row (a name): a row header, and the card's heading on phones. */
  primary?: boolean;
  /** The row's buttons: the card's footer on phones, no label, not in the CSV. */
  actions?: boolean;
  /** A width for the table layout (px or CSS length). */
  width?: number | string;
  /** The server sorts by this column's `key`. */
  sortable?: boolean;
  /** The column's value in the CSV export (plain text or a number); without it, left out. */
  csv?: (row: T) => CsvCell;
  textAlign?: 'left' | 'center' | 'right';
  /** A value that never breaks across lines (money, a date); right-aligned figures are kept whole anyway. */
  nowrap?: boolean;
  /** Only in the CSV (a value another cell already shows, such as the phone under the name). */
  hidden?: boolean;
}

/**
 * "CSV İndir": either the rows of the current filter and sort, written here with the columns'
 * `csv` (the paged export), or a download the list makes itself (a server's streamed file).
 */
export type DataTableCsvExport<T> =
  | {
      /** "gonderiler.csv". */
      fileName: string;
      /** Every row of the current filter and sort (all pages). */
      rows: () => Promise<readonly T[]>;
    }
  | {
      /** Fetches and saves the file of the current filter and sort. */
      download: () => Promise<void>;
    };

export interface DataTableProps<T, S extends string = string> {
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
  /** Another page; `replace` when the table corrects a page past the end (no history step of its own). */
  onPageChange: (page: number, options?: SearchChangeOptions) => void;
  /** Rows per page (`search.pageSize`): shows the chooser when given. */
  onPageSizeChange?: (pageSize: PageSize) => void;
  /** The list's `search.sort`: "createdAt" or "-createdAt"; '' for the default order. */
  sort?: S;
  /** The new sort: a sortable column's `key`, `-key` descending (the route's `urlSort` keys). */
  onSortChange?: (sort: S) => void;
  /** Opens a row (its detail); the row's own buttons keep their clicks. */
  onRowClick?: (row: T) => void;
  /** Accessible name of a row's click target ("Gönderi 12'yi aç"), for keyboard and screen readers. */
  rowLabel?: (row: T) => string;
  /** "CSV İndir" of the current filter. */
  csv?: DataTableCsvExport<T>;
}

/** How a list's search changes: `replace` for a correction rather than a step Back should undo. */
export interface SearchChangeOptions {
  replace?: boolean;
}

/** What a list's search params give its table: the page, the page size and the sort. */
export type DataTablePaging<S extends string> = Pick<
  DataTableProps<unknown, S>,
  'onPageChange' | 'onPageSizeChange' | 'sort' | 'onSortChange'
>;

/**
 * The table's paging and sorting bound to a list's search params (docs/admin-area.md, pattern 1): `search.page`,
 * `search.pageSize` and `search.sort`; a new page size or sort starts again at page 1.
 * `<DataTable {...searchPaging(search, onSearchChange)} … />`.
 */
export function searchPaging<S extends string>(
  search: { sort: S },
  onSearchChange: (
    patch: { page?: number; pageSize?: PageSize; sort?: S },
    options?: SearchChangeOptions,
  ) => void,
): DataTablePaging<S> {
  return {
    onPageChange: (page, options) => (options ? onSearchChange({ page }, options) : onSearchChange({ page })),
    onPageSizeChange: (pageSize) => onSearchChange({ pageSize, page: 1 }),
    sort: search.sort,
    onSortChange: (sort) => onSearchChange({ sort, page: 1 }),
  };
}

function SortHeader({
  title,
  direction,
  onSort,
}: {
  title: string;
  direction: 'asc' | 'desc' | undefined;
  onSort: (direction: 'asc' | 'desc') => void;
}) {
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  const state =
    direction === 'asc' ? 'artan sırada' : direction === 'desc' ? 'azalan sırada' : 'sıralanmamış';
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={() => onSort(direction === 'asc' ? 'desc' : 'asc')}
      aria-label={`${title}: ${state}, sırala`}
    >
      <span>{title}</span>
      <Icon size={16} aria-hidden />
    </UnstyledButton>
  );
}

const sortStatusOf = (sort: string | undefined) =>
  sort
    ? {
        columnAccessor: sort.replace(/^-/, ''),
        direction: sort.startsWith('-') ? ('desc' as const) : ('asc' as const),
      }
    : undefined;

/**
 * The one table of the admin lists (docs/admin-area.md, pattern 3), over mantine-datatable: a server-side page
 * (`Page<T>` of the contract), its columns, Turkish texts set once, server sorting mapped to
 * `search.sort`, pagination and page size mapped to `search.page`/`search.pageSize`, a row click,
 * and a CSV export of the current filter. Below 768 px of its own width the rows become cards
 * (data-table.module.css), so it still works one-handed on a phone.
 */
export function DataTable<T, S extends string = string>({
  label,
  columns,
  page,
  rowKey,
  fetching = false,
  emptyText,
  countText,
  onPageChange,
  onPageSizeChange,
  sort,
  onSortChange,
  onRowClick,
  rowLabel,
  csv,
}: DataTableProps<T, S>) {
  const [exporting, setExporting] = useState(false);
  const isEmpty = page !== undefined && page.items.length === 0 && page.total === 0;
  const pages = page ? pageCount(page.total, page.pageSize) : 1;
  const sortStatus = sortStatusOf(sort);
  // A page past the end (`?page=999`, or rows gone since the link was made): the last page instead
  // of an empty table with no pager, in place of the address rather than as a step of its own.
  const pastEnd = page !== undefined && page.items.length === 0 && page.total > 0 && page.page > pages;
  const corrected = useRef<Page<T> | undefined>(undefined);
  useEffect(() => {
    // Once per answer: the previous rows stay on screen while the last page is read.
    if (!pastEnd || corrected.current === page) return;
    corrected.current = page;
    onPageChange(pages, { replace: true });
  }, [pastEnd, page, pages, onPageChange]);

  const mantineColumns: MantineColumn<T>[] = columns
    .filter((c) => !c.hidden)
    .map((c) => ({
      accessor: c.key,
      width: c.width,
      textAlign: c.textAlign,
      // Our own header button, not mantine-datatable's sortable header: that one makes the header
      // cell a button (no column header for screen readers) with English labels ("Not sorted").
      title:
        c.sortable && onSortChange ? (
          <SortHeader
            title={c.title}
            direction={sortStatus?.columnAccessor === c.key ? sortStatus.direction : undefined}
            onSort={(direction) => onSortChange(`${direction === 'desc' ? '-' : ''}${c.key}` as S)}
          />
        ) : (
          c.title
        ),
      render: (row) => (
        <>
          <span className={classes.cellLabel} aria-hidden>
            {c.title}
          </span>
          <div
            className={classes.cellValue}
            data-nowrap={c.nowrap || c.textAlign === 'right' ? 'true' : undefined}
          >
            {c.render(row)}
          </div>
        </>
      ),
      customCellAttributes: () => ({
        ...(c.primary ? { role: 'rowheader', scope: 'row', 'data-primary': 'true' } : {}),
        ...(c.actions ? { 'data-actions': 'true' } : {}),
      }),
    }));

  const exportCsv = async () => {
    if (!csv) return;
    setExporting(true);
    try {
      if ('download' in csv) {
        await csv.download();
        return;
      }
      const rows = await csv.rows();
      const cols = columns.filter((c) => c.csv);
      downloadText(
        csv.fileName,
        toCsv(
          cols.map((c) => c.title),
          rows.map((row) => cols.map((c) => c.csv?.(row))),
        ),
      );
    } catch (error) {
      showApiError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={classes.root}>
      {isEmpty ? (
        <div className={classes.empty}>{emptyText}</div>
      ) : (
        <MantineDataTable<T>
          className={classes.table}
          aria-label={label}
          aria-busy={fetching || page === undefined}
          records={page?.items ?? []}
          columns={mantineColumns}
          idAccessor={(row) => rowKey(row)}
          fetching={fetching || page === undefined || pastEnd}
          noRecordsText="Kayıt yok."
          // mantine-datatable keeps its empty note in the page, only faded out: screen readers read
          // "Kayıt yok." under rows (issue 28). It is there only while there is nothing to show.
          emptyState={page && page.items.length === 0 ? undefined : <span hidden />}
          minHeight={page === undefined ? 160 : undefined}
          verticalSpacing="sm"
          horizontalSpacing="xs"
          withTableBorder
          borderRadius="md"
          highlightOnHover={Boolean(onRowClick)}
          onRowClick={
            onRowClick
              ? ({ record, event }) => {
                  // The row's own buttons and links keep their clicks.
                  if ((event.target as Element).closest('button, a, input, [role="button"]')) return;
                  onRowClick(record);
                }
              : undefined
          }
          customRowAttributes={
            onRowClick && rowLabel
              ? (row) => ({
                  tabIndex: 0,
                  'aria-label': rowLabel(row),
                  onKeyDown: (e: React.KeyboardEvent) => {
                    if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
                      e.preventDefault();
                      onRowClick(row);
                    }
                  },
                })
              : undefined
          }
        />
      )}
      {page ? (
        <div className={classes.footer}>
          <Text size="sm" c="dimmed" role="status">
            {countText(page.total)}
          </Text>
          <Group gap="sm" wrap="wrap">
            {onPageSizeChange && page.total > PAGE_SIZES[0] ? (
              <Select
                aria-label="Sayfa başına satır"
                data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} / sayfa` }))}
                value={String(page.pageSize)}
                onChange={(v) => {
                  const size = PAGE_SIZES.find((n) => String(n) === v);
                  if (size) onPageSizeChange(size);
                }}
                allowDeselect={false}
                w={130}
              />
            ) : null}
            {csv && !isEmpty ? (
              <Button
                variant="default"
                leftSection={<IconDownload size={18} aria-hidden />}
                loading={exporting}
                onClick={() => void exportCsv()}
              >
                CSV İndir
              </Button>
            ) : null}
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
          </Group>
        </div>
      ) : null}
    </div>
  );
}
