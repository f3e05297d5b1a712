// The URL search of the content lists, apart from their calls: a route file imports its schema for
// `validateSearch`, and route files are in the first load; the calls (with their mutation hooks) stay
// in the screens' lazy chunks.
import * as v from 'valibot';
import { listSearchEntries, urlSort } from '@/api/list';

/** The keys GET /admin/dynamic-pages sorts by (openapi.yaml), also the sortable columns' keys. */
export const pageSortKeys = ['pageCode', 'title', 'isActive', 'updatedAt'] as const;

/** `/admin/dinamik/dinamik-sayfa-liste/?page&pageSize&q&sort`. */
export const pagesSearchSchema = v.object({ ...listSearchEntries, sort: urlSort(pageSortKeys) });
export type PagesSearch = v.InferOutput<typeof pagesSearchSchema>;

/** The keys GET /admin/help sorts by (openapi.yaml), also the sortable columns' keys. */
export const helpSortKeys = ['title', 'order', 'isActive'] as const;

/** `/admin/yardim/yardim-liste/?page&pageSize&q&sort`. */
export const helpSearchSchema = v.object({ ...listSearchEntries, sort: urlSort(helpSortKeys) });
export type HelpSearch = v.InferOutput<typeof helpSearchSchema>;
