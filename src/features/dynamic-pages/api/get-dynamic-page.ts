import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/schema';
import { boundTree } from '../bound-tree';

export { isPageCode } from '@/domain/url-values';

/** A dynamic page tree as the server sends it: never rendered without sanitize-tree.ts. */
export type DynamicPageTree = components['schemas']['DynamicPageElement'];

export const dynamicPageKeys = {
  all: ['dynamic-pages'] as const,
  detail: (pageCode: string) => [...dynamicPageKeys.all, pageCode] as const,
};

/** The page's tree, cut to the limits (bound-tree.ts) so the cache never holds more. */
export async function getDynamicPage(pageCode: string, signal?: AbortSignal): Promise<DynamicPageTree> {
  const tree = unwrap(await api.GET('/dynamic/{pageCode}', { params: { path: { pageCode } }, signal }));
  // The same shape with fewer nodes: still a DynamicPageTree as far as anyone can read it.
  return boundTree(tree) as DynamicPageTree;
}

/** Content staff change now and then: fresh for five minutes, then read again in the background. */
export const DYNAMIC_PAGE_STALE_MS = 5 * 60_000;

export function getDynamicPageQueryOptions(pageCode: string) {
  return queryOptions({
    queryKey: dynamicPageKeys.detail(pageCode),
    queryFn: ({ signal }) => getDynamicPage(pageCode, signal),
    staleTime: DYNAMIC_PAGE_STALE_MS,
  });
}

export function useDynamicPage(pageCode: string) {
  return useQuery(getDynamicPageQueryOptions(pageCode));
}
