// The application form's autosave: an untouched form never deletes a draft it did not write (another
// tab's, typed meanwhile), and a form the person emptied forgets its own draft.
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { del, get } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { initialApplication } from './application-values';
import { APPLICATION_DRAFT_KEY, saveApplicationDraft } from './draft';
import { useApplicationForm } from './use-application-form';

afterEach(() => del(APPLICATION_DRAFT_KEY));

const typed = () => ({
  values: { ...initialApplication(), name: 'Deniz' },
  step: 2,
  savedAt: new Date().toISOString(),
});

describe('useApplicationForm: the draft autosave', () => {
  it("leaves another tab's draft alone when an untouched form is left", async () => {
    const { result } = renderHook(() => useApplicationForm());
    await waitFor(() => expect(result.current.draft.loaded).toBe(true));
    // Another tab saves what the person typed there; this tab, untouched, is then closed.
    await saveApplicationDraft(typed());
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await get(APPLICATION_DRAFT_KEY)).toMatchObject({ values: { name: 'Deniz' }, step: 2 });
  });

  it('forgets its own draft once the person empties the form', async () => {
    await saveApplicationDraft(typed());
    const { result } = renderHook(() => useApplicationForm());
    await waitFor(() => expect(result.current.draft.restored).toBe(true));
    act(() => {
      result.current.form.setValues(initialApplication());
      result.current.setStep(0);
    });
    await waitFor(async () => expect(await get(APPLICATION_DRAFT_KEY)).toBeUndefined());
  });

  it("keeps a restored draft's day when it is opened and left unchanged (7 days after the last change)", async () => {
    const lastWeek = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000).toISOString();
    await saveApplicationDraft({ ...typed(), savedAt: lastWeek });
    const { result } = renderHook(() => useApplicationForm());
    await waitFor(() => expect(result.current.draft.restored).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 400));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await get(APPLICATION_DRAFT_KEY)).toMatchObject({ savedAt: lastWeek });
    expect(localStorage.getItem(`kc.leaving.${APPLICATION_DRAFT_KEY}`)).toBeNull();
    // A change moves it.
    act(() => {
      result.current.form.setFieldValue('surname', 'Yılmaz');
    });
    await waitFor(async () =>
      expect(((await get(APPLICATION_DRAFT_KEY)) as { savedAt: string }).savedAt).not.toBe(lastWeek),
    );
  });
});
