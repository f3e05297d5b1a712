// The application is a draft on the device until the server accepted it (like the shipment
// draft): every field, the step reached and the picked documents (as Blobs) in IndexedDB, so a
// reload or a lost network never loses anything. One draft per device: the applicant has no
// account yet.
import { del, get, set } from 'idb-keyval';
import { initialApplication, type ApplicationValues } from './application-values';

export const APPLICATION_DRAFT_KEY = 'kc.courier-application.v1';

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

export async function loadApplicationDraft(): Promise<ApplicationDraft | null> {
  try {
    const value: unknown = await get(APPLICATION_DRAFT_KEY);
    if (!isDraft(value)) return null;
    const blank = initialApplication();
    return {
      ...value,
      values: { ...blank, ...value.values, documents: { ...blank.documents, ...value.values.documents } },
    };
  } catch (error) {
    // IndexedDB blocked (private mode): the form works, only without a draft.
    console.warn('Application draft unavailable', error);
    return null;
  }
}

export async function saveApplicationDraft(draft: ApplicationDraft): Promise<void> {
  try {
    await set(APPLICATION_DRAFT_KEY, draft);
  } catch (error) {
    console.warn('Application draft not saved', error);
  }
}

export async function clearApplicationDraft(): Promise<void> {
  try {
    await del(APPLICATION_DRAFT_KEY);
  } catch (error) {
    console.warn('Application draft not cleared', error);
  }
}
