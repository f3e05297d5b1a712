import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { get, keys, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearAllDrafts,
  draftOwnerOf,
  GUEST_DRAFT_OWNER,
  isUntouched,
  loadDraft,
  type DraftOwner,
} from './draft';
import { initialValues } from './form-values';
import { sameStepProps, useShipmentForm } from './use-shipment-form';

const ALICE = draftOwnerOf({ userId: 7 });
const BOB = draftOwnerOf({ userId: 8 });
const DEBOUNCE_AND_SOME = 600;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function open(owner: DraftOwner | null = GUEST_DRAFT_OWNER) {
  return renderHook(({ who }) => useShipmentForm(undefined, true, who), { initialProps: { who: owner } });
}

async function opened(owner: DraftOwner = GUEST_DRAFT_OWNER) {
  const hook = open(owner);
  await waitFor(() => expect(hook.result.current.draft.loaded).toBe(true));
  return hook;
}

type Hook = Awaited<ReturnType<typeof opened>>;

function typeRecipient(hook: Hook, phone = '05321112233') {
  act(() => hook.result.current.form.setFieldValue('shipmentList.0.startAddress.phoneNumber', phone));
}

async function storedKeys(): Promise<string[]> {
  return (await keys()).map(String).filter((k) => k.startsWith('kc.shipment-draft.'));
}

beforeEach(async () => {
  await clearAllDrafts();
});

describe('the shipment draft', () => {
  it('saves nothing for a form nobody touched, and restores nothing later', async () => {
    const first = await opened();
    await act(() => pause(DEBOUNCE_AND_SOME));
    expect(await storedKeys()).toEqual([]);
    first.unmount();

    const later = await opened();
    expect(later.result.current.draft.restored).toBe(false);
  });

  it('saves what was typed last at once when the page is left within the debounce (a reload)', async () => {
    const first = await opened();
    typeRecipient(first);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // Synchronously, in the same task: the browser may drop the IndexedDB write as the page goes.
    expect(localStorage.getItem(`kc.leaving.kc.shipment-draft.v2:${GUEST_DRAFT_OWNER}`)).toContain(
      '05321112233',
    );
    // Well within the debounce: only the save on leaving can have stored it.
    await act(() => pause(50));
    expect((await loadDraft(GUEST_DRAFT_OWNER))?.values.shipmentList[0]?.startAddress.phoneNumber).toBe(
      '05321112233',
    );
  });

  it('sign-out forgets the copy saved on leaving too', async () => {
    const first = await opened();
    typeRecipient(first);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    first.unmount();
    const kept = () => Object.keys(localStorage).filter((key) => key.includes('shipment-draft'));
    expect(kept()).toHaveLength(1);
    await clearAllDrafts();
    expect(kept()).toEqual([]);
    expect(await loadDraft(GUEST_DRAFT_OWNER)).toBeNull();
  });

  it('saves what was typed, restores it, and forgets it once the form is back to blank', async () => {
    const first = await opened();
    typeRecipient(first);
    await waitFor(async () => expect(await loadDraft(GUEST_DRAFT_OWNER)).not.toBeNull());
    first.unmount();

    const again = await opened();
    expect(again.result.current.draft.restored).toBe(true);
    expect(again.result.current.form.getValues().shipmentList[0]?.startAddress.phoneNumber).toBe(
      '05321112233',
    );
    // Typed back to what the form opens with: nothing is kept.
    typeRecipient(again, '');
    await waitFor(async () => expect(await storedKeys()).toEqual([]));
    again.unmount();
    expect((await opened()).result.current.draft.restored).toBe(false);
  });

  it('"Temizle" empties the form and the draft, and nothing blank is saved after it', async () => {
    const hook = await opened();
    typeRecipient(hook);
    await waitFor(async () => expect(await storedKeys()).toHaveLength(1));
    await act(() => hook.result.current.draft.clear());
    expect(isUntouched(hook.result.current.form.getValues())).toBe(true);
    await act(() => pause(DEBOUNCE_AND_SOME));
    expect(await storedKeys()).toEqual([]);
    hook.unmount();
    expect((await opened()).result.current.draft.restored).toBe(false);
  });

  it('after a successful create the draft is gone and is not saved again', async () => {
    const hook = await opened(ALICE);
    typeRecipient(hook);
    await waitFor(async () => expect(await loadDraft(ALICE)).not.toBeNull());
    await act(() => hook.result.current.draft.finish());
    typeRecipient(hook, '05329998877');
    await act(() => pause(DEBOUNCE_AND_SOME));
    expect(await storedKeys()).toEqual([]);
    hook.unmount();
    expect((await opened(ALICE)).result.current.draft.restored).toBe(false);
  });

  it('keeps one draft per person: another user or a guest does not see it', async () => {
    const alice = await opened(ALICE);
    typeRecipient(alice);
    await waitFor(async () => expect(await loadDraft(ALICE)).not.toBeNull());
    alice.unmount();

    for (const other of [BOB, GUEST_DRAFT_OWNER]) {
      const hook = await opened(other);
      expect(hook.result.current.draft.restored).toBe(false);
      expect(isUntouched(hook.result.current.form.getValues())).toBe(true);
      hook.unmount();
    }
    expect((await opened(ALICE)).result.current.draft.restored).toBe(true);
  });

  it('empties the form when its user signs out on it, and saves nothing of theirs for the guest', async () => {
    const hook = await opened(ALICE);
    typeRecipient(hook);
    await waitFor(async () => expect(await loadDraft(ALICE)).not.toBeNull());
    hook.rerender({ who: GUEST_DRAFT_OWNER });
    await waitFor(() => expect(isUntouched(hook.result.current.form.getValues())).toBe(true));
    await act(() => pause(DEBOUNCE_AND_SOME));
    expect(await loadDraft(GUEST_DRAFT_OWNER)).toBeNull();
  });

  it('while the person is not known yet (hydrating as a visitor), no draft is read or touched', async () => {
    const alice = await opened(ALICE);
    typeRecipient(alice);
    await waitFor(async () => expect(await loadDraft(ALICE)).not.toBeNull());
    alice.unmount();

    const hook = open(null);
    await act(() => pause(DEBOUNCE_AND_SOME));
    expect(hook.result.current.draft.loaded).toBe(false);
    // Then the session says who it is: their draft comes back, it is not overwritten as a guest's.
    hook.rerender({ who: ALICE });
    await waitFor(() => expect(hook.result.current.draft.restored).toBe(true));
    expect(hook.result.current.form.getValues().shipmentList[0]?.startAddress.phoneNumber).toBe(
      '05321112233',
    );
    expect(await loadDraft(ALICE)).not.toBeNull();
  });

  it('a guest who signs in on the form keeps what they typed, now as their own draft', async () => {
    const hook = await opened(GUEST_DRAFT_OWNER);
    typeRecipient(hook);
    await waitFor(async () => expect(await loadDraft(GUEST_DRAFT_OWNER)).not.toBeNull());
    hook.rerender({ who: ALICE });
    await waitFor(async () => expect(await loadDraft(ALICE)).not.toBeNull());
    expect(hook.result.current.form.getValues().shipmentList[0]?.startAddress.phoneNumber).toBe(
      '05321112233',
    );
    expect(await loadDraft(GUEST_DRAFT_OWNER)).toBeNull();
  });

  it('restores under React StrictMode too (effects run twice on mount)', async () => {
    const first = await opened(ALICE);
    typeRecipient(first);
    await waitFor(async () => expect(await loadDraft(ALICE)).not.toBeNull());
    first.unmount();
    const strict = renderHook(() => useShipmentForm(undefined, true, ALICE), { reactStrictMode: true });
    await waitFor(() => expect(strict.result.current.draft.restored).toBe(true));
    expect(strict.result.current.draft.loaded).toBe(true);
  });

  it('ignores a blank draft an older version saved (and removes it)', async () => {
    const blank = { values: initialValues(), idempotencyKey: 'k', fingerprint: null, savedAt: '' };
    await set(`kc.shipment-draft.v2:${GUEST_DRAFT_OWNER}`, blank);
    expect((await opened()).result.current.draft.restored).toBe(false);
    expect(await get(`kc.shipment-draft.v2:${GUEST_DRAFT_OWNER}`)).toBeUndefined();
  });
});

describe('sameStepProps (a step body renders again only when its form state changed)', () => {
  it('tells a render with new values or errors from one without, though the form object is new each time', () => {
    const { result, rerender } = renderHook(() => useShipmentForm(undefined, false));
    const first = result.current.form;
    rerender();
    const unchanged = result.current.form;
    expect(unchanged).not.toBe(first);
    expect(sameStepProps({ form: first }, { form: unchanged })).toBe(true);

    act(() => unchanged.setFieldValue('hasTransportService', true));
    const edited = result.current.form;
    // getValues() reads the latest values through either object: the check must not use it.
    expect(unchanged.getValues()).toBe(edited.getValues());
    expect(sameStepProps({ form: unchanged }, { form: edited })).toBe(false);

    act(() => edited.setFieldError('weightType', 'Zorunlu alan'));
    expect(sameStepProps({ form: edited }, { form: result.current.form })).toBe(false);
  });

  it('compares the other props too', () => {
    const { result } = renderHook(() => useShipmentForm(undefined, false));
    const form = result.current.form;
    expect(sameStepProps({ form, readOnly: false }, { form, readOnly: false })).toBe(true);
    expect(sameStepProps({ form, readOnly: false }, { form, readOnly: true })).toBe(false);
  });
});
