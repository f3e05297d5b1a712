import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@/api/list';

/**
 * The query options of one page of an admin list: read with the URL's search under the list's
 * key; the page on screen stays while the next one loads (keepPreviousData).
 * `getMembersQueryOptions = (search) => pageQueryOptions(adminKeys.members.list(search), getMembers, search)`.
 */
function pageQueryOptions<S, T, K extends QueryKey>(
  queryKey: K,
  read: (search: S) => Promise<Page<T>>,
  search: S,
) {
  return queryOptions({ queryKey, queryFn: () => read(search), placeholderData: keepPreviousData });
}

/**
 * An admin list's query options and hook from its key and its read:
 * `export const { options: getMembersQueryOptions, useList: useMembers } = pageList((s) => adminKeys.members.list(s), getMembers)`.
 */
export function pageList<S, T, K extends QueryKey>(
  key: (search: S) => K,
  read: (search: S) => Promise<Page<T>>,
) {
  const options = (search: S) => pageQueryOptions(key(search), read, search);
  return { options, useList: (search: S) => useQuery(options(search)) };
}
