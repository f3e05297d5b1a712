// The modal and notification host (ModalsProvider, Notifications) loads after the first paint, so
// it is not in the first-load JS. Mantine's `modals.open` is an event: one sent before the host
// listens is lost, so dialogs opened from code (not from a click) wait for the host first.
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the host once it is mounted and listening. */
export function markModalHostReady(): void {
  markReady();
}

/** Resolves when dialogs can be opened. */
export function whenModalHostReady(): Promise<void> {
  return ready;
}
