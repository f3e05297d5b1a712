// Which queries are kept for offline starts (src/app/query-persister.ts): lookups and the public
// content (help, dynamic pages), once they loaded. On its own, so the query client and tests can
// name them without the persister's storage code.
import type { Query } from '@tanstack/react-query';
import { lookupKeys } from '@/api/addresses/lookup-keys';
import { contentKeys } from '@/features/content/content-keys';

/**
 * The dynamic pages' query root (features/dynamic-pages `dynamicPageKeys.all`), named here so the
 * entry does not load the renderer to know it (a test checks the two agree).
 */
export const DYNAMIC_PAGES_ROOT = 'dynamic-pages';

const PERSISTED_ROOTS: readonly unknown[] = [lookupKeys.all[0], contentKeys.all[0], DYNAMIC_PAGES_ROOT];

/** Only successful lookup and public content queries are persisted (never shipments, sessions or prices). */
export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return PERSISTED_ROOTS.includes(query.queryKey[0]) && query.state.status === 'success';
}
