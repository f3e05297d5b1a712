// The form state (@mantine/form) with the draft autosave of create mode.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { AddressValues } from '@/features/addresses/address-values';
import { clearDraft, loadDraft, newIdempotencyKey, saveDraft } from './draft';
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

export function useShipmentForm(initial: ShipmentFormValues | undefined, withDraft: boolean) {
  const form = useForm<ShipmentFormValues>({ mode: 'controlled', initialValues: initial ?? initialValues() });
  const [loaded, setLoaded] = useState(!withDraft);
  const [restored, setRestored] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [fingerprint, setFingerprint] = useState<string | null>(null);
  // Read synchronously by keyFor, so two submissions in one tick agree.
  const attempt = useRef({ key: idempotencyKey, fingerprint });
  useEffect(() => {
    attempt.current = { key: idempotencyKey, fingerprint };
  }, [idempotencyKey, fingerprint]);
  const finished = useRef(false);
  const { setValues } = form;

  useEffect(() => {
    if (!withDraft) return;
    let active = true;
    void loadDraft().then((draft) => {
      if (!active) return;
      if (draft) {
        setValues({ ...initialValues(), ...draft.values });
        setIdempotencyKey(draft.idempotencyKey);
        setFingerprint(draft.fingerprint ?? null);
        setRestored(true);
      }
      setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [withDraft, setValues]);

  const values = form.getValues();
  useEffect(() => {
    if (!withDraft || !loaded || finished.current) return;
    const timer = setTimeout(() => {
      if (finished.current) return;
      void saveDraft({ values, idempotencyKey, fingerprint, savedAt: new Date().toISOString() });
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, idempotencyKey, fingerprint, loaded, withDraft]);

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
    await clearDraft();
    form.setValues(initialValues());
    form.clearErrors();
    setIdempotencyKey(newIdempotencyKey());
    setFingerprint(null);
    finished.current = false;
    setRestored(false);
  }, [form]);

  const finish = useCallback(async () => {
    finished.current = true;
    await clearDraft();
  }, []);

  const draft: DraftState = {
    restored,
    loaded,
    idempotencyKey,
    keyFor,
    clear,
    finish,
    dismissNotice: () => setRestored(false),
  };
  return { form, draft };
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
