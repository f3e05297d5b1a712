// The flags Debian's Chromium runs with in the tests and the bench (docs/tooling.md, "Tests"):
// headless in a container, nothing fetched or synced in the background.
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
