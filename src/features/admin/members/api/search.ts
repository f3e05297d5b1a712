// The URL search of the member list, apart from its calls: route files are in the first load (they
// import this for `validateSearch`); the calls stay in the screen's lazy chunk.
import * as v from 'valibot';
import { listSearchEntries, urlCodeFilter, urlSort } from '@/api/list';
import { MEMBER_STATUS_CODES } from '@/domain/url-values';

export const MEMBER_ROLES = ['Customer', 'Courier', 'Admin'] as const;

/** `/admin/uye/uye-listele/?page&pageSize&q&sort&role&status`: the shared list params and filters. */
export const membersSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(['name', 'createdAt', 'status']),
  role: v.optional(v.fallback(v.optional(v.picklist(MEMBER_ROLES)), undefined)),
  status: urlCodeFilter(MEMBER_STATUS_CODES),
});
export type MembersSearch = v.InferOutput<typeof membersSearchSchema>;
