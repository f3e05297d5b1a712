// The jobs in a courier's hands, kept on the device for reading offline (issue 28, item 2): the
// addresses and phones of the work under way are needed exactly when the network drops. As the
// create form's drafts (src/features/shipment-form/draft.ts): one record per courier in
// IndexedDB (idb-keyval), written on every answer of the active list (so a job that ended drops
// out with the next answer), and every courier's record goes on sign-out. Shipments stay out of
// the shared query cache that is persisted for everyone (src/app/persisted-queries.ts).
import { delMany, get, keys, set } from 'idb-keyval';
import { isFullAddressVisible } from '@/domain/shipment-visibility';
import type { Shipment } from '@/api/shipments/types';

const PREFIX = 'kc.courier-jobs.';
const VERSION = 'v1';

export interface KeptJobs {
  userId: number;
  /** When the server gave this list (epoch ms): "Son güncelleme: …". */
  savedAt: number;
  jobs: Shipment[];
}

function keptJobsKey(userId: number): string {
  return `${PREFIX}${VERSION}:${userId}`;
}

function isKeptJobs(value: unknown, userId: number): value is KeptJobs {
  if (typeof value !== 'object' || value === null) return false;
  const k = value as Partial<KeptJobs>;
  return k.userId === userId && typeof k.savedAt === 'number' && Array.isArray(k.jobs);
}

/** Only jobs in hand (statuses 3 to 7, where the courier sees the full address) are kept. */
function jobsToKeep(jobs: readonly Shipment[]): Shipment[] {
  return jobs.filter((s) => isFullAddressVisible(s.shipmentStatus));
}

/** Replaces the courier's kept jobs with the server's latest list. Never fails the caller. */
export async function saveKeptJobs(userId: number, jobs: readonly Shipment[], savedAt = Date.now()) {
  try {
    await set(keptJobsKey(userId), { userId, savedAt, jobs: jobsToKeep(jobs) } satisfies KeptJobs);
  } catch (error) {
    console.warn('Jobs not kept on the device', error);
  }
}

/** The courier's kept jobs, or null when none were ever kept on this device for them. */
export async function loadKeptJobs(userId: number): Promise<KeptJobs | null> {
  try {
    const stored = await get<unknown>(keptJobsKey(userId));
    if (!isKeptJobs(stored, userId)) return null;
    return { ...stored, jobs: jobsToKeep(stored.jobs) };
  } catch {
    return null;
  }
}

/** Every courier's kept jobs on this device (sign-out: the next person sees none). */
export async function clearAllKeptJobs(): Promise<void> {
  try {
    const kept = (await keys()).filter((k) => typeof k === 'string' && k.startsWith(PREFIX));
    if (kept.length > 0) await delMany(kept);
  } catch (error) {
    console.warn('Kept jobs not cleared', error);
  }
}
