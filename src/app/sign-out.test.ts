import 'fake-indexeddb/auto';
import { keys } from 'idb-keyval';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKeptJobs, saveKeptJobs } from '@/features/courier-work/kept-jobs';
import type { Shipment } from '@/api/shipments/types';
import { draftOwnerOf, GUEST_DRAFT_OWNER, loadDraft, saveDraft } from '@/features/shipment-form/draft';
import { initialValues } from '@/features/shipment-form/form-values';
import { signOut } from '@/lib/session/use-session';
import { forgetUserDataOnSignOut } from './user-data';

// What the app subscribes to sign-out at start (main.tsx).
beforeAll(() => forgetUserDataOnSignOut());

function draftWithRecipient(phone: string) {
  const values = initialValues();
  values.shipmentList[0]!.startAddress.phoneNumber = phone;
  return {
    values,
    idempotencyKey: crypto.randomUUID(),
    fingerprint: null,
    savedAt: new Date().toISOString(),
  };
}

describe('signOut', () => {
  it('forgets every shipment draft on the device (a shared phone shows the next person nothing)', async () => {
    const alice = draftOwnerOf({ userId: 7 });
    await saveDraft(alice, draftWithRecipient('05321112233'));
    await saveDraft(GUEST_DRAFT_OWNER, draftWithRecipient('05339998877'));
    expect(await loadDraft(alice)).not.toBeNull();

    await signOut();

    expect(await loadDraft(alice)).toBeNull();
    expect(await loadDraft(GUEST_DRAFT_OWNER)).toBeNull();
    expect((await keys()).map(String).filter((k) => k.startsWith('kc.shipment-draft.'))).toEqual([]);
  });

  it('forgets the jobs couriers kept on the device for offline use (issue 28)', async () => {
    await saveKeptJobs(2, [{ shipmentId: 1005, shipmentStatus: 3 } as Shipment]);
    await saveKeptJobs(3, []);
    expect(await loadKeptJobs(2)).not.toBeNull();

    await signOut();

    expect(await loadKeptJobs(2)).toBeNull();
    expect(await loadKeptJobs(3)).toBeNull();
    expect((await keys()).map(String).filter((k) => k.startsWith('kc.courier-jobs.'))).toEqual([]);
  });
});
