// Where the access token lives for the HTTP client. docs/data-model.md persists the session locally:
// "Beni Hatırla" (ticked by default) keeps it in localStorage, so a new tab, a link opened from
// elsewhere and the installed app reopened are signed in; unticked (a shared phone) keeps it in
// sessionStorage, for this tab only.
const KEY = 'kc.accessToken';

type Listener = () => void;

const tokenListeners = new Set<Listener>();
const sessionEndedListeners = new Set<Listener>();

// Storage can throw (private mode, blocked cookies): the app then keeps the token in memory.
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function read(kind: 'localStorage' | 'sessionStorage'): string | null {
  try {
    return storage(kind)?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

let memoryToken: string | null | undefined;
// Whether the last token stored was kept with "Beni Hatırla": the sign-in after a 498 offers it again.
// Only a token kept for this tab alone says no.
let remembered = read('sessionStorage') === null;

/** Whether the last session (also one that just ended) was stored with "Beni Hatırla". */
export function wasRemembered(): boolean {
  return remembered;
}

function load(): string | null {
  if (memoryToken === undefined) memoryToken = read('sessionStorage') ?? read('localStorage');
  return memoryToken;
}

export function getAccessToken(): string | null {
  return load();
}

/**
 * Stores (or with null, clears) the access token. `remember` picks localStorage over
 * sessionStorage; when omitted, a refreshed token stays where the current one is (localStorage
 * unless the current one is kept for this tab only).
 */
export function setAccessToken(token: string | null, opts?: { remember?: boolean }): void {
  const remember = opts?.remember ?? read('sessionStorage') === null;
  try {
    storage('localStorage')?.removeItem(KEY);
    storage('sessionStorage')?.removeItem(KEY);
    if (token !== null) storage(remember ? 'localStorage' : 'sessionStorage')?.setItem(KEY, token);
  } catch {
    // Quota or blocked storage: the in-memory copy below still serves this tab.
  }
  if (token !== null) remembered = remember;
  const changed = memoryToken !== token;
  memoryToken = token;
  if (changed) notify(tokenListeners);
}

/** Subscribes to token changes (useSyncExternalStore-compatible); returns the unsubscribe. */
export function subscribeAccessToken(listener: Listener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

/** Subscribes to "the session is over, sign in again" (HTTP 498 or a refused refresh). */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function emitSessionEnded(): void {
  notify(sessionEndedListeners);
}

function notify(listeners: Set<Listener>): void {
  for (const listener of [...listeners]) listener();
}

// Another tab signed in or out with "Beni Hatırla": follow its localStorage.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return;
    const next = read('sessionStorage') ?? read('localStorage');
    if (next === memoryToken) return;
    memoryToken = next;
    notify(tokenListeners);
  });
}
