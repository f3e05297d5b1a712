// The form state (@mantine/form) with the draft autosave of create mode: one draft per person
// (draft.ts), saved only while the form holds something.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { debouncedSave } from '@/lib/debounced-save';
import type { AddressValues } from '@/lib/addresses/address-values';
import {
  clearDraft,
  GUEST_DRAFT_OWNER,
  isUntouched,
  loadDraft,
  newIdempotencyKey,
  saveDraft,
  type DraftOwner,
} from './draft';
import { initialValues, type ShipmentFormValues } from './form-values';

export type ShipmentFormApi = UseFormReturnType<ShipmentFormValues>;

const DRAFT_DEBOUNCE_MS = 400;

export interface DraftState {
  /** A saved draft was put back into the form on opening. */
  restored: boolean;
  /** The draft has been read (autosave starts only then, so it never overwrites it). */
  loaded: boolean;
  idempotencyKey: string;
  /**
   * The Idempotency-Key for submitting this content: the same as the last attempt while the
   * content is unchanged (a double click, a retry after a lost answer, a reload), a new one
   * once it changed.
   */
  keyFor: (fingerprint: string) => string;
  /** Empties the form and forgets the draft. */
  clear: () => Promise<void>;
  /** After a successful create: forget the draft and stop saving. */
  finish: () => Promise<void>;
  dismissNotice: () => void;
}

/**
 * @param withDraft create mode: read, autosave and forget the draft.
 * @param owner whose draft (draftOwnerOf(user)). A guest who signs in on the form keeps what they
 *   typed, now as their draft; any other change of person empties the form. null while the person
 *   is not known yet (the prerendered page hydrating as a visitor): no draft is read or written.
 */
export function useShipmentForm(
  initial: ShipmentFormValues | undefined,
  withDraft: boolean,
  owner: DraftOwner | null = GUEST_DRAFT_OWNER,
) {
  const form = useForm<ShipmentFormValues>({ mode: 'controlled', initialValues: initial ?? initialValues() });
  // Whose draft the form holds now; autosave runs only while that is `owner`.
  const [draftOwner, setDraftOwner] = useState<DraftOwner | null>(withDraft ? null : owner);
  const [restored, setRestored] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [fingerprint, setFingerprint] = useState<string | null>(null);
  // Read synchronously by keyFor, so two submissions in one tick agree.
  const attempt = useRef({ key: idempotencyKey, fingerprint });
  useEffect(() => {
    attempt.current = { key: idempotencyKey, fingerprint };
  }, [idempotencyKey, fingerprint]);
  const finished = useRef(false);
  const ownerRef = useRef(owner);
  useEffect(() => {
    ownerRef.current = owner;
  }, [owner]);
  const openedFor = useRef<DraftOwner | null>(null);
  const { setValues, clearErrors } = form;

  const reset = useCallback(() => {
    setValues(initialValues());
    clearErrors();
    setIdempotencyKey(newIdempotencyKey());
    setFingerprint(null);
    finished.current = false;
    setRestored(false);
  }, [setValues, clearErrors]);

  useEffect(() => {
    if (!withDraft || owner === null) return;
    const previous = openedFor.current;
    openedFor.current = owner;
    let active = true;
    if (previous === GUEST_DRAFT_OWNER && owner !== GUEST_DRAFT_OWNER) {
      // The guest signed in on the form (the SMS step of a submission): what they typed is
      // theirs now, saved under their account.
      void clearDraft(previous).then(() => {
        if (active) setDraftOwner(owner);
      });
      return () => {
        active = false;
      };
    }
    void loadDraft(owner).then((draft) => {
      if (!active) return;
      // Someone else now (signed out, another account): nothing of the previous person stays.
      if (previous !== null && previous !== owner) reset();
      if (draft) {
        setValues({ ...initialValues(), ...draft.values });
        setIdempotencyKey(draft.idempotencyKey);
        setFingerprint(draft.fingerprint ?? null);
        setRestored(true);
      }
      setDraftOwner(owner);
    });
    return () => {
      active = false;
    };
  }, [withDraft, owner, setValues, reset]);

  const values = form.getValues();
  useEffect(() => {
    if (!withDraft || owner === null || draftOwner !== owner || finished.current) return;
    const save = (leaving: boolean) => {
      if (finished.current) return;
      // An untouched form is no draft: nothing to restore later.
      if (isUntouched(values)) void clearDraft(owner);
      else
        void saveDraft(
          owner,
          { values, idempotencyKey, fingerprint, savedAt: new Date().toISOString() },
          leaving,
        );
    };
    // Also at once when the page is hidden or left within the debounce (a reload right after a change).
    return debouncedSave(save, DRAFT_DEBOUNCE_MS);
  }, [values, idempotencyKey, fingerprint, draftOwner, owner, withDraft]);

  const keyFor = useCallback((next: string) => {
    const last = attempt.current;
    if (last.fingerprint === null || last.fingerprint === next) {
      attempt.current = { key: last.key, fingerprint: next };
      setFingerprint(next);
      return last.key;
    }
    const key = newIdempotencyKey();
    attempt.current = { key, fingerprint: next };
    setIdempotencyKey(key);
    setFingerprint(next);
    return key;
  }, []);

  const clear = useCallback(async () => {
    if (ownerRef.current !== null) await clearDraft(ownerRef.current);
    reset();
  }, [reset]);

  const finish = useCallback(async () => {
    finished.current = true;
    if (ownerRef.current !== null) await clearDraft(ownerRef.current);
  }, []);

  const draft: DraftState = {
    restored,
    loaded: owner !== null && draftOwner === owner,
    idempotencyKey,
    keyFor,
    clear,
    finish,
    dismissNotice: () => setRestored(false),
  };
  return { form, draft };
}

/**
 * A step's body renders again when the form's values or errors change, or its own props, not on
 * every render of the form (the lookups' and the price's answers, the draft, issue 19). The form
 * object is new on each render; the values and errors it holds (the render's state, not
 * `getValues()`, which reads the latest) are the same objects until they change.
 */
export function sameStepProps<P extends { form: ShipmentFormApi }>(prev: P, next: P): boolean {
  const keys = Object.keys(next) as (keyof P)[];
  return (
    keys.every((key) => key === 'form' || prev[key] === next[key]) &&
    prev.form.values === next.form.values &&
    prev.form.errors === next.form.errors
  );
}

/** Merges a patch into the address at `path` and clears the errors of the changed fields. */
export function patchAddress(form: ShipmentFormApi, path: string, patch: Partial<AddressValues>): void {
  form.setFieldValue(path as 'startAddress', (prev: AddressValues) => ({ ...prev, ...patch }));
  for (const key of Object.keys(patch)) form.clearFieldError(`${path}.${key}`);
}

/** The field errors under `prefix.` keyed by the rest of the path. */
export function errorsUnder(form: ShipmentFormApi, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, error] of Object.entries(form.errors)) {
    if (path.startsWith(`${prefix}.`) && typeof error === 'string')
      out[path.slice(prefix.length + 1)] = error;
  }
  return out;
}
