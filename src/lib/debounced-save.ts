// A form's draft saved `delayMs` after its last change, or at once when the page is hidden or left
// within that delay (a reload, a call, the app switched, the tab closed), so the last change is never
// lost. Used by the create form's and the courier application's drafts.

/** Schedules `save`; returns the cleanup (for a React effect), which cancels what has not run. */
export function debouncedSave(save: () => void, delayMs: number): () => void {
  let saved = false;
  const saveNow = () => {
    if (saved) return;
    saved = true;
    clearTimeout(timer);
    save();
  };
  const timer = setTimeout(saveNow, delayMs);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('pagehide', saveNow);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
