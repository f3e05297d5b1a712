// The URL search of the approvals list, apart from its calls: route files are in the first load
// (they import this for `validateSearch`); the calls stay in the screen's lazy chunk.
import * as v from 'valibot';
import { listSearchEntries, urlCodeFilter, urlSort } from '@/api/list';

/** `/admin/onay/onay-liste/?page&pageSize&q&sort&workingType`: the shared list params and the vehicle. */
export const approvalsSearchSchema = v.object({
  ...listSearchEntries,
  sort: urlSort(['name', 'createdAt']),
  workingType: urlCodeFilter([1, 2] as const),
});
export type ApprovalsSearch = v.InferOutput<typeof approvalsSearchSchema>;
