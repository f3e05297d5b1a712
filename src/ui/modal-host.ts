// The modal and notification host (ModalsProvider, Notifications) is loaded on demand, so its
// code (focus trap, scroll lock, transitions, floating-ui) is neither in the first-load JS nor
// fetched at start. Mantine's `modals.*` are window events (`mantine-modals:*`) and
// `notifications.*` write a store: until the host listens, the events are held here and replayed
// in order once it is mounted, and a notification waits in the store, which the host reads.
const EVENT_PREFIX = 'mantine-modals:';
const EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
] as const;

let markReady: () => void = () => undefined;
let isReady = false;
const ready = new Promise<void>((resolve) => {
  markReady = () => {
    isReady = true;
    resolve();
  };
});

let wanted = false;
const wantListeners = new Set<() => void>();
const held: { type: string; detail: unknown }[] = [];
let replaying = false;

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantListeners) listener();
}

function hold(event: Event): void {
  if (isReady || replaying) return;
  held.push({ type: event.type, detail: (event as CustomEvent).detail });
  want();
}

if (typeof window !== 'undefined')
  for (const name of EVENTS) window.addEventListener(`${EVENT_PREFIX}${name}`, hold);

/** Called by the host once it is mounted and listening: replays what was sent before. */
export function markModalHostReady(): void {
  if (isReady) return;
  replaying = true;
  for (const { type, detail } of held.splice(0)) window.dispatchEvent(new CustomEvent(type, { detail }));
  replaying = false;
  if (typeof window !== 'undefined')
    for (const name of EVENTS) window.removeEventListener(`${EVENT_PREFIX}${name}`, hold);
  markReady();
}

/** Asks for the host (loads and mounts it) and resolves when dialogs can be opened. */
export function whenModalHostReady(): Promise<void> {
  want();
  return ready;
}

/** Asks for the host without waiting for it (a notification was shown, say). */
export function requestModalHost(): void {
  want();
}

/** Whether the host has been asked for; `listener` hears when it is. */
export function modalHostWanted(): boolean {
  return wanted;
}

export function onModalHostWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}
