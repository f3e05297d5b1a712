/**
 * How long a test waits for the emulated server to start. On a first visit (every test has a new
 * browser context) it answers only once the service worker is installed, with its precache of
 * about 4.8 MB: 8–11 s on this machine when idle, up to 20 s with two workers under load.
 */
export const MOCK_START_MS = 30_000;
