// The form state (@mantine/form) with the draft autosave: read once on opening, then saved
// (debounced) on every change, and forgotten once the server accepted the application.
import { useCallback, useEffect, useRef, useState } from 'react';
import { debouncedSave } from '@/lib/debounced-save';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { initialApplication, isUntouched, type ApplicationValues } from './application-values';
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from './draft';

export type ApplicationForm = UseFormReturnType<ApplicationValues>;

const DRAFT_DEBOUNCE_MS = 300;

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
  const { setValues, clearErrors } = form;

  useEffect(() => {
    let active = true;
    void loadApplicationDraft().then((draft) => {
      if (!active) return;
      if (draft && !isUntouched(draft.values)) {
        setValues(draft.values);
        setStep(Math.min(Math.max(0, Math.trunc(draft.step)), 5));
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
      } else {
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
