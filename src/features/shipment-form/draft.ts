// The locally saved draft of the create form (docs/offline-and-outbox.md: the form autosaves a draft), with the
// Idempotency-Key of its submission so a retry after a lost answer creates nothing twice.
// One draft per person on the device (a signed-in user by id, or the guest), and only while it
// holds something: the recipients' phones and addresses of one person are never shown to the
// next, and all drafts go on sign-out.
import { deleteDraft, draftKeys, readDraft, writeDraft, type DraftSlot } from '@/lib/draft-store';
import { initialValues, type ShipmentFormValues } from './form-values';

const PREFIX = 'kc.shipment-draft.';
const VERSION = 'v2';

/** Whose draft: `guest`, or `user:{userId}`. */
export type DraftOwner = string;
export const GUEST_DRAFT_OWNER: DraftOwner = 'guest';

export function draftOwnerOf(user: { userId: number } | null | undefined): DraftOwner {
  return user ? `user:${user.userId}` : GUEST_DRAFT_OWNER;
}

function slotOf(owner: DraftOwner): DraftSlot<ShipmentDraft> {
  return { key: `${PREFIX}${VERSION}:${owner}` };
}

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

function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && sameData(ra[k], rb[k]));
}

/** The form as it opens (`initialValues()`), the stops' React keys aside: nothing to keep. */
export function isUntouched(values: ShipmentFormValues): boolean {
  const withoutKeys = (v: ShipmentFormValues) => ({
    ...v,
    shipmentList: v.shipmentList.map(({ key: _key, ...rest }) => rest),
  });
  return sameData(withoutKeys(values), withoutKeys(initialValues()));
}

export async function loadDraft(owner: DraftOwner): Promise<ShipmentDraft | null> {
  try {
    const value = await readDraft(slotOf(owner));
    if (!isDraft(value)) return null;
    if (isUntouched({ ...initialValues(), ...value.values })) {
      // Saved by an older version that kept blank forms.
      await deleteDraft(slotOf(owner).key);
      return null;
    }
    return value;
  } catch (error) {
    // IndexedDB blocked (private mode): the form works, only without a draft.
    console.warn('Draft unavailable', error);
    return null;
  }
}

/** `leaving`: the page is being hidden or left (src/lib/draft-store.ts). */
export async function saveDraft(owner: DraftOwner, draft: ShipmentDraft, leaving = false): Promise<void> {
  try {
    await writeDraft(slotOf(owner), draft, leaving);
  } catch (error) {
    console.warn('Draft not saved', error);
  }
}

export async function clearDraft(owner: DraftOwner): Promise<void> {
  try {
    await deleteDraft(slotOf(owner).key);
  } catch (error) {
    console.warn('Draft not cleared', error);
  }
}

/** Forgets every draft on this device, of every person and version (sign-out). */
export async function clearAllDrafts(): Promise<void> {
  try {
    for (const key of await draftKeys(PREFIX)) await deleteDraft(key);
  } catch (error) {
    console.warn('Drafts not cleared', error);
  }
}
