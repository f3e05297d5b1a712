// What was typed on /geri-bildirim survives a reload, a failed send and a detour to another page.
// Kept in sessionStorage (this tab only: on a shared phone it goes with the tab), one per person:
// a signed-in user's draft is never offered to the next visitor of the tab.
import { emptyFeedbackForm, type FeedbackFormValues } from '@/domain/feedback';

const PREFIX = 'kc.feedback-draft.v1:';

const keyFor = (userId: number | null) => `${PREFIX}${userId === null ? 'guest' : `user:${userId}`}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isBlank(values: FeedbackFormValues): boolean {
  return !values.topic && !values.message.trim() && !values.shipmentNumber.trim() && !values.phone;
}

/** The draft of this person in this tab, or null. */
export function readFeedbackDraft(userId: number | null): FeedbackFormValues | null {
  try {
    const text = storage()?.getItem(keyFor(userId));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<Record<keyof FeedbackFormValues, unknown>>;
    const draft: FeedbackFormValues = { ...emptyFeedbackForm };
    for (const field of Object.keys(draft) as (keyof FeedbackFormValues)[]) {
      const v = value[field];
      if (typeof v === 'string') draft[field] = v;
    }
    return isBlank(draft) ? null : draft;
  } catch {
    return null;
  }
}

/**
 * Keeps the form as typed; a form with nothing in it but the phone the app filled in removes the
 * draft (`prefilledPhone`), so "geri yüklendi" never greets an untouched form.
 */
export function saveFeedbackDraft(
  userId: number | null,
  values: FeedbackFormValues,
  prefilledPhone = '',
): void {
  const untouched = isBlank({ ...values, phone: values.phone === prefilledPhone ? '' : values.phone });
  try {
    if (untouched) storage()?.removeItem(keyFor(userId));
    else storage()?.setItem(keyFor(userId), JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still holds the values.
  }
}

export function clearFeedbackDraft(userId: number | null): void {
  try {
    storage()?.removeItem(keyFor(userId));
  } catch {
    // Nothing to clear.
  }
}
