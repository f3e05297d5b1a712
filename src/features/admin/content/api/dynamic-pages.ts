// The dynamic pages' admin calls (/admin/dynamic-pages): query options and hooks.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import type { components } from '@/api/schema';
import { dynamicPageKeys } from '@/features/dynamic-pages';
import { adminKeys } from '../../admin-keys';
import { useRefreshingMutation } from '../../common/use-refreshing-mutation';
import { pageList } from '../../common/page-query';
import type { PagesSearch } from './search';

export type { PagesSearch };

export type DynamicPageRow = components['schemas']['DynamicPage'];

export async function getPages(search: PagesSearch): Promise<Page<DynamicPageRow>> {
  return unwrap(await api.GET('/admin/dynamic-pages', { params: { query: listQuery(search) } }));
}

export const { options: getPagesQueryOptions, useList: usePages } = pageList(
  (search: PagesSearch) => adminKeys.dynamicPages.list(search),
  getPages,
);

/** One page to edit (active or not). */
export function getPageQueryOptions(pageCode: string) {
  return queryOptions({
    queryKey: adminKeys.dynamicPages.detail(pageCode),
    queryFn: async () =>
      unwrap(await api.GET('/admin/dynamic-pages/{pageCode}', { params: { path: { pageCode } } })),
    // The editor keeps what it loaded: no refetch under the admin's hands.
    staleTime: Infinity,
  });
}

export function usePage(pageCode: string) {
  return useQuery(getPageQueryOptions(pageCode));
}

export interface SavePageInput {
  /** The code the page had when it was opened; absent: a new page. */
  originalCode?: string;
  body: DynamicPageRow;
}

async function savePage({ originalCode, body }: SavePageInput): Promise<DynamicPageRow> {
  return originalCode === undefined
    ? unwrap(await api.POST('/admin/dynamic-pages', { body }))
    : unwrap(
        await api.PUT('/admin/dynamic-pages/{pageCode}', {
          params: { path: { pageCode: originalCode } },
          body,
        }),
      );
}

async function deletePage(pageCode: string): Promise<void> {
  unwrap(await api.DELETE('/admin/dynamic-pages/{pageCode}', { params: { path: { pageCode } } }));
}

// The public page (/sayfa/{pageCode}) reads GET /dynamic/{pageCode}: its cache goes too.
const pageReads = [adminKeys.dynamicPages.all, dynamicPageKeys.all];

export const useSavePage = () => useRefreshingMutation(savePage, pageReads);
export const useDeletePage = () => useRefreshingMutation(deletePage, pageReads);
