// The paging and sorting parameters every admin list shares (the contract's page, pageSize, sort),
// read once for both servers: the emulated server pages its rows in memory (mocks/services/listing.ts),
// the real server in SQL (server/listing.ts). A bad value is 400 naming the parameter.
import type { Page } from '@/api/list';
import { failValidation } from './api-errors';

/** One page of a list, as the contract answers it. */
export type ListPage<T> = Page<T>;

export interface PageRequest {
  page: number;
  pageSize: number;
  /** Rows to skip: (page - 1) * pageSize. */
  offset: number;
}

/** `page` (default 1) and `pageSize` (default 20, at most 100); 400 on a bad one. */
export function pageRequest(query: URLSearchParams): PageRequest {
  const page = query.get('page') === null ? 1 : Number(query.get('page'));
  const pageSize = query.get('pageSize') === null ? 20 : Number(query.get('pageSize'));
  const errors = [];
  if (!Number.isInteger(page) || page < 1) errors.push({ field: 'page', code: 'FIELD_INVALID' });
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    errors.push({ field: 'pageSize', code: 'FIELD_INVALID' });
  if (errors.length > 0) failValidation(errors);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export interface SortRequest<K extends string> {
  key: K;
  desc: boolean;
}

/**
 * `?sort=key` or `?sort=-key` among the keys a list names; none asked: undefined (the list's default
 * order). A key the list does not name: 400 on `sort`.
 */
export function sortRequest<K extends string>(
  query: URLSearchParams,
  keys: readonly K[],
): SortRequest<K> | undefined {
  const raw = query.get('sort');
  if (raw === null || raw === '') return undefined;
  const desc = raw.startsWith('-');
  const name = desc ? raw.slice(1) : raw;
  const key = keys.find((k) => k === name);
  if (key === undefined) failValidation([{ field: 'sort', code: 'FIELD_INVALID' }]);
  return { key, desc };
}

/** An optional integer query parameter (400 when not an integer). */
export function intParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n)) failValidation([{ field: name, code: 'FIELD_INVALID' }]);
  return n;
}

export function boolParam(query: URLSearchParams, name: string): boolean | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw !== 'true' && raw !== 'false') failValidation([{ field: name, code: 'FIELD_INVALID' }]);
  return raw === 'true';
}
