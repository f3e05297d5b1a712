import { isValidElement, type CSSProperties, type Key, type ReactElement, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { fetchAllPages, type Page } from '@/api/list';
import { DataTable, searchPaging, type DataTableColumn, type SearchChangeOptions } from '@/ui/data-table';
import { listEmptyText } from '@/ui/filtered-empty';
import { PageTitle } from '@/ui/page-title';
import { FilterSelect } from './filter-select';
import { ListSearchBox } from './list-search-box';
import { QueryView } from './query-view';
import { useListFilters } from './use-list-filters';
import type { ListSearchProps } from './use-list-search';
import { usePageInRange } from './use-page-in-range';
import classes from './admin-list-screen.module.css';

/** The words of an admin list (each feature's messages have them under these names). */
interface ListScreenTexts {
  title: string;
  summary: string;
  searchLabel: string;
  searchPlaceholder: string;
  tableLabel: string;
  count: (total: number) => string;
  /** The empty list without a filter ("Henüz bildirim yok."). */
  empty: ReactNode;
  emptyFiltered: string;
  clearFilters: string;
}

type FilterValue = string | number | boolean;

/**
 * A dropdown filter of the URL's `name`: "all" (the field left out of the URL) and the options,
 * whose values are already the codes the route's schema parses (the URL holds `String(value)`).
 */
export interface ListSelectFilter<S> {
  name: keyof S & string;
  label: string;
  /** The first choice, no filter ("Tümü"). */
  all: string;
  options: readonly { value: FilterValue; label: string }[];
}

/** The search every list has, and the filters it may set. */
interface ListScreenSearch {
  page: number;
  pageSize: number;
  q: string;
  sort: string;
}

export interface AdminListScreenProps<S extends ListScreenSearch, T> extends ListSearchProps<S> {
  texts: ListScreenTexts;
  /** Beside the title ("Yeni Paket"). */
  actions?: ReactNode;
  /** The list's query for the URL's search (TanStack Query's result). */
  query: { data: Page<T> | undefined; error: unknown; refetch: () => unknown; isPlaceholderData: boolean };
  /** The filters after the search box, in order: dropdowns, or other fields (a date range, a city, with a key)... */
  filters?: readonly (ListSelectFilter<S> | ReactElement)[];
  /** ...and how those other fields read when cleared ("Süzgeçleri Temizle"), e.g. `{ from: undefined }`. */
  cleared?: Partial<S>;
  /** The filters' grid columns from 36em on (one column below)... */
  filterColumns?: string;
  /** ...or the page's own layout of them. */
  filtersClassName?: string;
  /** The filters' accessible name, where the page names them. */
  filtersLabel?: string;
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T) => Key;
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
  /**
   * The CSV of the current filter: its file name and how one page of the list is read (the rows
   * fetched page by page and written here), or the download of a file the server writes whole.
   */
  csv:
    { fileName: string; read: (search: S) => Promise<Page<T>> } | { download: (search: S) => Promise<void> };
  /** Rows leave this list (decided, deleted): past the last page, go to the last one. */
  keepPageInRange?: boolean;
  skeletonHeight?: number;
  /** Dialogs the screen opens. */
  children?: ReactNode;
}

function selectValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * An admin list screen (docs/admin-area.md, pattern 1): title and summary, the search box and
 * filters bound to the URL's search (parsed once by the route's schema), the table with its
 * sorting, paging and CSV export, its load states, and the empty text that offers to clear the
 * filters. A list is its columns, its filters and its query.
 */
export function AdminListScreen<S extends ListScreenSearch, T>({
  search,
  onSearchChange,
  texts,
  actions,
  query,
  filters: fields = [],
  cleared,
  filterColumns,
  filtersClassName,
  filtersLabel,
  columns,
  rowKey,
  onRowClick,
  rowLabel,
  csv,
  keepPageInRange = false,
  skeletonHeight = 220,
  children,
}: AdminListScreenProps<S, T>) {
  const values = search as unknown as Record<string, unknown>;
  const change = onSearchChange as (patch: Record<string, unknown>, options?: SearchChangeOptions) => void;
  const selects = fields.filter((f): f is ListSelectFilter<S> => !isValidElement(f));
  const filters = useListFilters(search, onSearchChange, {
    q: '',
    ...Object.fromEntries(selects.map((s) => [s.name, undefined])),
    ...cleared,
  } as Partial<Omit<S, 'page' | 'pageSize' | 'sort'>>);
  usePageInRange(keepPageInRange ? query : { isPlaceholderData: true }, (page) => change({ page }));
  const style = filterColumns ? ({ '--filter-columns': filterColumns } as CSSProperties) : undefined;
  return (
    <Stack gap="md">
      <PageTitle title={texts.title} actions={actions} />
      <Text c="dimmed">{texts.summary}</Text>
      <div
        className={filtersClassName ?? classes.filters}
        style={style}
        role="search"
        aria-label={filtersLabel}
      >
        <ListSearchBox
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={search.q}
          onSearch={(q) => change({ q, page: 1 })}
        />
        {fields.map((filter) =>
          isValidElement(filter) ? (
            filter
          ) : (
            <FilterSelect
              key={filter.name}
              label={filter.label}
              value={selectValue(values[filter.name])}
              data={[
                { value: '', label: filter.all },
                ...filter.options.map((o) => ({ value: String(o.value), label: o.label })),
              ]}
              onChange={(e) => {
                const raw = e.currentTarget.value;
                const option = filter.options.find((o) => String(o.value) === raw);
                change({ [filter.name]: option?.value, page: 1 });
              }}
            />
          ),
        )}
      </div>
      <QueryView query={query} kind="list" skeletonHeight={skeletonHeight}>
        {(data) => (
          <DataTable
            label={texts.tableLabel}
            columns={columns}
            page={data}
            rowKey={rowKey}
            fetching={query.isPlaceholderData}
            countText={texts.count}
            {...searchPaging(search, change)}
            onRowClick={onRowClick}
            rowLabel={rowLabel}
            csv={
              'download' in csv
                ? { download: () => csv.download(search) }
                : {
                    fileName: csv.fileName,
                    rows: () => fetchAllPages((page, pageSize) => csv.read({ ...search, page, pageSize })),
                  }
            }
            emptyText={listEmptyText(filters, texts)}
          />
        )}
      </QueryView>
      {children}
    </Stack>
  );
}
