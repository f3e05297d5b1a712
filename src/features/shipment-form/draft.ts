// The locally saved draft of the create form (DESIGN: the form autosaves a draft), with the
// Idempotency-Key of its submission so a retry after a lost answer creates nothing twice.
import { del, get, set } from 'idb-keyval';
import type { ShipmentFormValues } from './form-values';

const KEY = 'kc.shipment-draft.v1';

export interface ShipmentDraft {
  values: ShipmentFormValues;
  idempotencyKey: string;
  /** What was sent with that key (the request body as JSON), once a submission was attempted. */
  fingerprint?: string | null;
  savedAt: string;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function isDraft(value: unknown): value is ShipmentDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Partial<ShipmentDraft>;
  return (
    typeof d.idempotencyKey === 'string' &&
    typeof d.values === 'object' &&
    d.values !== null &&
    Array.isArray(d.values.shipmentList) &&
    typeof d.values.startAddress === 'object'
  );
}

export async function loadDraft(): Promise<ShipmentDraft | null> {
  try {
    const value: unknown = await get(KEY);
    return isDraft(value) ? value : null;
  } catch (error) {
    // IndexedDB blocked (private mode): the form works, only without a draft.
    console.warn('Draft unavailable', error);
    return null;
  }
}

export async function saveDraft(draft: ShipmentDraft): Promise<void> {
  try {
    await set(KEY, draft);
  } catch (error) {
    console.warn('Draft not saved', error);
  }
}

export async function clearDraft(): Promise<void> {
  try {
    await del(KEY);
  } catch (error) {
    console.warn('Draft not cleared', error);
  }
}
