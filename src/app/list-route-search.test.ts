import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MembersSearch } from '@/features/admin/members/api/search';
import { membersSearchSchema } from '@/features/admin/members/api/search';
import { Route as MembersRoute } from '@/routes/admin/uye/uye-listele/index';
import { listRouteSearch } from './list-route-search';

/** Only its type is read: a list route's typed search, as its page reads it. */
function useMembersSearch() {
  return MembersRoute.useSearch();
}

describe('listRouteSearch', () => {
  it('keeps the route typed: Route.useSearch() is the schema’s output (tsc checks this)', () => {
    expectTypeOf(useMembersSearch).returns.toEqualTypeOf<MembersSearch>();
  });

  it('parses with the schema, keeps the defaults out of the URL and hands the search to the loader', () => {
    const options = listRouteSearch(membersSearchSchema);
    expect(options.validateSearch).toBe(membersSearchSchema);
    const search = { page: 1, pageSize: 20, q: '', sort: '', role: 'Courier' } as const;
    expect(options.loaderDeps({ search: search as unknown as MembersSearch })).toBe(search);
    const [strip] = options.search.middlewares;
    const next = () => ({ ...search, page: 1, pageSize: 50 }) as unknown as MembersSearch;
    expect(strip!({ search: search as unknown as MembersSearch, next })).toEqual({
      role: 'Courier',
      pageSize: 50,
    });
  });
});
