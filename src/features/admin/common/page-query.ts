import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@/api/list';

/**
 * The query options of one page of an admin list: read with the URL's search under the list's
 * key; the page on screen stays while the next one loads (keepPreviousData).
 * `getMembersQueryOptions = (search) => pageQueryOptions(adminKeys.members.list(search), getMembers, search)`.
 */
export function pageQueryOptions<S, T, K extends QueryKey>(
  queryKey: K,
  read: (search: S) => Promise<Page<T>>,
  search: S,
) {
  return queryOptions({ queryKey, queryFn: () => read(search), placeholderData: keepPreviousData });
}
