/**
 * How long a test waits for the emulated server to start. It answers in the page once its code and
 * data are loaded (mocks/browser.ts), without waiting for the service worker and its precache: a
 * few seconds, more with two workers under load. The margin is for a loaded CI machine.
 */
export const MOCK_START_MS = 30_000;
