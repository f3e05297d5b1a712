import { useCallback } from 'react';
import type { SearchChangeOptions } from '@/ui/data-table';

/** What a list route gives its page: the search its `validateSearch` parsed, and how to change it. */
export interface ListSearchProps<S> {
  search: S;
  /** Changes the URL's search params (reload, back and a shared link keep them). */
  onSearchChange: (patch: Partial<S>, options?: SearchChangeOptions) => void;
}

/** The parts of a list's route (its `Route`) this reads: its parsed search and its navigate. */
export interface ListRoute<S> {
  useSearch: () => S;
  useNavigate: () => (options: {
    search: (prev: NoInfer<S>) => NoInfer<S>;
    replace?: boolean;
  }) => Promise<void>;
}

/**
 * A list route's search (its schema's output, the only parse) and its changes, merged into the
 * URL: `replace` for a page past the end corrected to the last one (DataTable), not a step of its own.
 * `const list = useListSearch(Route); return <MembersPage {...list} />`.
 */
export function useListSearch<S extends object>(route: ListRoute<S>): ListSearchProps<S> {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback(
    (patch: Partial<S>, options?: SearchChangeOptions) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace }),
    [navigate],
  );
  return { search, onSearchChange };
}
