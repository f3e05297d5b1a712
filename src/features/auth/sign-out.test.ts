import 'fake-indexeddb/auto';
import { keys } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { draftOwnerOf, GUEST_DRAFT_OWNER, loadDraft, saveDraft } from '@/features/shipment-form/draft';
import { initialValues } from '@/features/shipment-form/form-values';
import { signOut } from './use-session';

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
});
