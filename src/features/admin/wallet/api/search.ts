// The URL search of the account and movement lists, apart from their calls: route files are in the
// first load (they import this for `validateSearch`); the calls stay in the screens' lazy chunks.
import * as v from 'valibot';
import { listSearchEntries, urlCodeFilter, urlDay, urlId, urlSort } from '@/api/list';
import { RELATION_TYPE_CODES } from '@/domain/url-values';

/** The keys `GET /admin/accounts` sorts by (openapi.yaml), the columns' keys. */
const ACCOUNT_SORT_KEYS = ['userName', 'balance', 'createdAt'] as const;

/** `/admin/hesap/hesap-liste/?page&pageSize&q&sort`: the wallet (CARIHESAP) accounts. */
export const accountsSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(ACCOUNT_SORT_KEYS),
});
export type AccountsSearch = v.InferOutput<typeof accountsSearchSchema>;

/** The keys `GET /admin/account-movements` sorts by (openapi.yaml), the columns' keys. */
const MOVEMENT_SORT_KEYS = ['createdAt', 'amount', 'userName'] as const;

/**
 * `/admin/hesap/hareket-listele/?accountId&relationType&from&to&q&sort&page&pageSize`: the
 * movements, of one account when the accounts list opened it.
 */
export const movementsSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(MOVEMENT_SORT_KEYS),
  accountId: urlId,
  relationType: urlCodeFilter(RELATION_TYPE_CODES),
  from: urlDay,
  to: urlDay,
});
export type MovementsSearch = v.InferOutput<typeof movementsSearchSchema>;
