import { stripSearchParams } from '@tanstack/react-router';
import type * as v from 'valibot';
import { listSearchDefaults } from '@/api/list';

/**
 * The URL half of an admin list's route options (docs/admin-area.md, pattern 1), spread into
 * `createFileRoute(...)({ ...listRouteSearch(schema), loader, component })`: the search parsed once by
 * the list's schema (filters to their codes there), the defaults kept out of the URL (page 1 of 20,
 * no filter) and the whole search as the loader's deps. `loader` and `component` stay keys of the
 * route file's own object, so the router's code splitting still moves them (and the screen) out of
 * the first load; this file is in it, so it imports nothing of the admin screens.
 */
export function listRouteSearch<TSchema extends v.GenericSchema<unknown, { page: number }>>(schema: TSchema) {
  type Search = v.InferOutput<TSchema>;
  return {
    validateSearch: schema,
    search: { middlewares: [stripSearchParams<Search>(listSearchDefaults as Partial<Search>)] },
    loaderDeps: ({ search }: { search: Search }) => search,
  };
}
