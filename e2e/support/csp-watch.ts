import type { BrowserContext } from '@playwright/test';

/** One Content-Security-Policy violation a page reported, as one readable line. */
type CspViolation = string;

/**
 * The violations seen in a test's browser context (every page, across navigations), from two
 * places: the pages' `securitypolicyviolation` events (recorded on `window.__cspViolations` and
 * reported here through a binding, so a navigation does not lose them), and console messages about
 * the policy (those also cover dedicated workers, which have no document to fire the event on).
 */
export interface CspWatch {
  /** Everything reported so far. */
  readonly seen: readonly CspViolation[];
  /** Hands over what was reported so far and forgets it (for a test that provokes violations). */
  take(): CspViolation[];
}

const BINDING = '__reportCspViolation';
// Also the Permissions-Policy: a feature name Chromium does not know, or a feature used while off.
const CONSOLE_PATTERN =
  /Content Security Policy|Refused to|Permissions-Policy header|Permissions policy violation/;

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts watching `context`: call before its first page opens. */
export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  let seen: CspViolation[] = [];
  await context.exposeBinding(BINDING, (_source, line: string) => {
    seen.push(`event: ${line}`);
  });
  await context.addInitScript((binding: string) => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const line = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || location.href}:${event.lineNumber}${event.sample ? ` "${event.sample}"` : ''}`;
      window.__cspViolations?.push(line);
      (window as unknown as Record<string, ((line: string) => void) | undefined>)[binding]?.(line);
    });
  }, BINDING);
  context.on('console', (message) => {
    if (CONSOLE_PATTERN.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return {
    get seen() {
      return seen;
    },
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}
