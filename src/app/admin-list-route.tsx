import { useCallback, type ComponentType } from 'react';
import type { EnsureQueryDataOptions } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { ListSearchProps } from '@/features/admin/common/use-list-search';
import type { SearchChangeOptions } from '@/ui/data-table';
import type { AdminLoads } from './admin-loads';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options, as `ensure` takes them
type AnyQuery = EnsureQueryDataOptions<any, any, any, any>;

/**
 * An admin list route's loader: the list's query for the URL's search, and the lookups its screen
 * reads (cities, packages), all read ahead through `context.adminData` (nothing for a non-admin).
 * `loader: listLoader(getMembersQueryOptions, citiesQueryOptions)`.
 */
export function listLoader<S>(query: (search: S) => AnyQuery, ...lookups: (() => AnyQuery)[]) {
  return async ({ context, deps }: { context: { adminData: AdminLoads }; deps: S }): Promise<void> => {
    await Promise.all([query(deps), ...lookups.map((l) => l())].map((q) => context.adminData.ensure(q)));
  };
}

const noProps = () => ({});

/**
 * An admin list route's component: the page given the URL's search, as the route's schema parsed
 * it (the only parse), and its changes merged into the URL (`replace` for a page past the end
 * corrected to the last one, not a step of its own), plus what `useProps` adds (how a row opens).
 * `component: listRouteComponent(membersSearchSchema, MembersPage, useMemberLinks)`. It reads the
 * route it renders in rather than `Route`, which is still being defined when this is called.
 */
export function listRouteComponent<
  TSchema extends v.GenericSchema,
  P extends ListSearchProps<v.InferOutput<TSchema>>,
>(
  _schema: TSchema,
  Page: ComponentType<P>,
  useProps: () => Omit<P, keyof ListSearchProps<unknown>> = noProps as () => Omit<
    P,
    keyof ListSearchProps<unknown>
  >,
) {
  type S = v.InferOutput<TSchema>;
  return function ListRouteComponent() {
    const urlSearch: object = useSearch({ strict: false });
    const search = urlSearch as S;
    const navigate = useNavigate();
    const onSearchChange = useCallback(
      (patch: Partial<S>, options?: SearchChangeOptions) =>
        void navigate({
          to: '.',
          search: (prev: object) => ({ ...prev, ...patch }),
          replace: options?.replace,
        }),
      [navigate],
    );
    const props = { ...useProps(), search, onSearchChange } as P;
    return <Page {...props} />;
  };
}
