// A form's draft saved `delayMs` after its last change, or at once when the page is hidden or left
// within that delay (a reload, a call, the app switched, the tab closed), so the last change is never
// lost. Used by the create form's and the courier application's drafts. `save` is told when the page
// is being left: a write to IndexedDB started then may not land, so it also keeps a synchronous copy
// (src/lib/draft-store.ts).

/** Schedules `save`; returns the cleanup (for a React effect), which cancels what has not run. */
export function debouncedSave(save: (leaving: boolean) => void, delayMs: number): () => void {
  let saved = false;
  const saveNow = (leaving: boolean) => {
    if (saved) return;
    saved = true;
    clearTimeout(timer);
    save(leaving);
  };
  const timer = setTimeout(() => saveNow(false), delayMs);
  const onLeave = () => saveNow(true);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') saveNow(true);
  };
  window.addEventListener('pagehide', onLeave);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('pagehide', onLeave);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
