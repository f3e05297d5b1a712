// GET /help: the public FAQ. Kept like the lookups (stale-while-revalidate, persisted in
// IndexedDB: src/app/query-persister.ts), so help opens offline after one visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrap } from '@/api/errors';
import { contentKeys } from '../content-keys';

export type HelpEntry = components['schemas']['HelpEntry'];

/** Content is read again when a page opens after this long; meanwhile the kept copy shows. */
const CONTENT_STALE_MS = 5 * 60_000;

async function getHelp({ signal }: { signal?: AbortSignal } = {}): Promise<HelpEntry[]> {
  return unwrap(await api.GET('/help', { signal }));
}

const getHelpQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.help(),
    queryFn: getHelp,
    staleTime: CONTENT_STALE_MS,
    // Never dropped from memory, so the persister keeps it for offline starts.
    gcTime: Infinity,
  });

export function useHelp() {
  return useQuery(getHelpQueryOptions());
}
