// The application is a draft on the device until the server accepted it (like the shipment
// draft): the fields, the step reached and the picked documents (as Blobs) in IndexedDB, so a
// reload or a lost network never loses anything. One draft per device: the applicant has no
// account yet. Issue 27: never the password; the rest (national id, IBAN, documents) is
// forgotten DRAFT_KEEP_DAYS after the last change, on submit and on "Başvuruyu Sil".
import { deleteDraft, readDraft, writeDraft, type DraftSlot } from '@/lib/draft-store';
import { initialApplication, type ApplicationValues } from './application-values';

export const APPLICATION_DRAFT_KEY = 'kc.courier-application.v1';

/** Days a draft is kept after its last change; the screen says so (messages.ts). */
export const DRAFT_KEEP_DAYS = 7;
const KEEP_MS = DRAFT_KEEP_DAYS * 24 * 60 * 60 * 1000;

/** When a draft saved at `savedAt` is forgotten (for the notice on the screen). */
export function draftExpiresAt(savedAt: string): Date {
  return new Date(Date.parse(savedAt) + KEEP_MS);
}

function isExpired(savedAt: unknown, now: number): boolean {
  const t = typeof savedAt === 'string' ? Date.parse(savedAt) : Number.NaN;
  // A draft with no readable date is treated as old: nothing secret outlives its week.
  return !Number.isFinite(t) || now - t > KEEP_MS;
}

/** What is written to the device: everything but the password. */
function withoutPassword(draft: ApplicationDraft): ApplicationDraft {
  return { ...draft, values: { ...draft.values, password: '' } };
}

export interface ApplicationDraft {
  values: ApplicationValues;
  step: number;
  savedAt: string;
}

function isDraft(value: unknown): value is ApplicationDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Partial<ApplicationDraft>;
  return typeof d.step === 'number' && typeof d.values === 'object' && d.values !== null;
}

/**
 * The documents (Blobs) cannot be written synchronously: a copy saved on leaving the page holds the
 * rest, and takes its documents from what IndexedDB holds when read back.
 */
const slot: DraftSlot<ApplicationDraft> = {
  key: APPLICATION_DRAFT_KEY,
  leavingCopy: (draft) => ({ ...draft, values: { ...draft.values, documents: undefined } }),
  restore: (copy, stored) => {
    const c = copy as ApplicationDraft;
    const documents = isDraft(stored) ? stored.values.documents : initialApplication().documents;
    return { ...c, values: { ...c.values, documents } };
  },
};

export async function loadApplicationDraft(now = Date.now()): Promise<ApplicationDraft | null> {
  try {
    const value = await readDraft(slot);
    if (!isDraft(value)) return null;
    if (isExpired(value.savedAt, now)) {
      await deleteDraft(APPLICATION_DRAFT_KEY);
      return null;
    }
    // A draft written before issue 27 may hold a password: it is rewritten without it.
    if (value.values.password) await writeDraft(slot, withoutPassword(value));
    const blank = initialApplication();
    return withoutPassword({
      ...value,
      values: { ...blank, ...value.values, documents: { ...blank.documents, ...value.values.documents } },
    });
  } catch (error) {
    // IndexedDB blocked (private mode): the form works, only without a draft.
    console.warn('Application draft unavailable', error);
    return null;
  }
}

/** `leaving`: the page is being hidden or left (src/lib/draft-store.ts). */
export async function saveApplicationDraft(draft: ApplicationDraft, leaving = false): Promise<void> {
  try {
    await writeDraft(slot, withoutPassword(draft), leaving);
  } catch (error) {
    console.warn('Application draft not saved', error);
  }
}

export async function clearApplicationDraft(): Promise<void> {
  try {
    await deleteDraft(APPLICATION_DRAFT_KEY);
  } catch (error) {
    console.warn('Application draft not cleared', error);
  }
}
