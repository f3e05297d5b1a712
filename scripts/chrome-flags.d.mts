/** The flags Debian's Chromium runs with in the tests and the bench; see chrome-flags.mjs. */
export declare const CHROME_FLAGS: string[];
