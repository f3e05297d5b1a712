import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Shipment } from '@/api/shipments/types';
import { clearAllKeptJobs, loadKeptJobs, saveKeptJobs } from './kept-jobs';

const job = (shipmentId: number, shipmentStatus: number) => ({ shipmentId, shipmentStatus }) as Shipment;

describe('kept jobs (İşlerim offline, issue 28)', () => {
  it('keeps the jobs in hand (statuses 3 to 7) per courier, with the time of the answer', async () => {
    await saveKeptJobs(2, [job(1005, 3), job(1007, 7), job(1009, 8), job(1010, 50)], 1_700_000_000_000);
    expect(await loadKeptJobs(2)).toEqual({
      userId: 2,
      savedAt: 1_700_000_000_000,
      jobs: [job(1005, 3), job(1007, 7)],
    });
    // Another courier on the same device has none of them.
    expect(await loadKeptJobs(3)).toBeNull();
  });

  it('a later answer replaces the list: a job that ended is gone', async () => {
    await saveKeptJobs(2, [job(1005, 6), job(1007, 4)]);
    await saveKeptJobs(2, [job(1007, 4)]);
    expect((await loadKeptJobs(2))?.jobs.map((s) => s.shipmentId)).toEqual([1007]);
  });

  it('tells an empty list kept from nothing kept', async () => {
    await saveKeptJobs(4, []);
    expect((await loadKeptJobs(4))?.jobs).toEqual([]);
    await clearAllKeptJobs();
    expect(await loadKeptJobs(4)).toBeNull();
    expect(await loadKeptJobs(2)).toBeNull();
  });
});
