// The form state (@mantine/form) with the draft autosave: read once on opening, then saved
// (debounced) on every change, and forgotten once the server accepted the application.
import { useCallback, useEffect, useRef, useState } from 'react';
import { debouncedSave } from '@/lib/debounced-save';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { initialApplication, isUntouched, type ApplicationValues } from './application-values';
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from './draft';

export type ApplicationForm = UseFormReturnType<ApplicationValues>;

const DRAFT_DEBOUNCE_MS = 300;

/**
 * What a save keeps of the form (the password never; a photo by its name and sizes), to tell a change
 * from a render that changed nothing: the draft's day ("kept 7 days after the last change") moves
 * only with a change, not with opening the page or leaving it.
 */
function storedContent(values: ApplicationValues, step: number): string {
  const documents = Object.entries(values.documents).map(([field, doc]) => [
    field,
    doc ? [doc.name, doc.blob.size, doc.pickedSize] : null,
  ]);
  return JSON.stringify({ ...values, password: '', documents, step });
}

export function useApplicationForm() {
  const form = useForm<ApplicationValues>({ mode: 'controlled', initialValues: initialApplication() });
  const [step, setStep] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const finished = useRef(false);
  // Whether the stored draft is this form's (restored or saved here): only then may an emptied form
  // delete it. An untouched form left as it opened must not delete a draft another tab saved since.
  const ownsDraft = useRef(false);
  // What the stored draft holds (storedContent), once restored or saved here.
  const stored = useRef<string | null>(null);
  const { setValues, clearErrors } = form;

  useEffect(() => {
    let active = true;
    void loadApplicationDraft().then((draft) => {
      if (!active) return;
      if (draft && !isUntouched(draft.values)) {
        const restoredStep = Math.min(Math.max(0, Math.trunc(draft.step)), 5);
        setValues(draft.values);
        setStep(restoredStep);
        stored.current = storedContent(draft.values, restoredStep);
        setRestored(true);
        setSavedAt(draft.savedAt);
        ownsDraft.current = true;
      }
      setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [setValues]);

  const values = form.getValues();
  useEffect(() => {
    if (!loaded || finished.current) return;
    const save = (leaving: boolean) => {
      if (finished.current) return;
      if (isUntouched(values) && step === 0) {
        if (ownsDraft.current) void clearApplicationDraft();
        ownsDraft.current = false;
        stored.current = null;
      } else {
        // Nothing changed since the draft was restored or saved: its day stays.
        const content = storedContent(values, step);
        if (content === stored.current) return;
        stored.current = content;
        const at = new Date().toISOString();
        setSavedAt(at);
        ownsDraft.current = true;
        void saveApplicationDraft({ values, step, savedAt: at }, leaving);
      }
    };
    // Issue 28: also at once when the page is hidden or left within the debounce.
    return debouncedSave(save, DRAFT_DEBOUNCE_MS);
  }, [values, step, loaded]);

  const clear = useCallback(async () => {
    await clearApplicationDraft();
    stored.current = null;
    setValues(initialApplication());
    clearErrors();
    setStep(0);
    setRestored(false);
    setSavedAt(null);
  }, [setValues, clearErrors]);

  const finish = useCallback(async () => {
    finished.current = true;
    await clearApplicationDraft();
  }, []);

  return {
    form,
    step,
    setStep,
    draft: { loaded, restored, savedAt, clear, finish, dismissNotice: () => setRestored(false) },
  };
}
