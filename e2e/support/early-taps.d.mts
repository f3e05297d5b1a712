import type { CDPSession, Locator, Page } from '@playwright/test';

/** Early taps on the prerendered pages (issue 29); see early-taps.mjs. */
export type EarlyTapKind = 'header' | 'burger' | 'radio' | 'checkbox' | 'next' | 'signin';

export interface EarlyTapResult {
  /** The phase of the page's start the tap fell in: before-boot, boot, hydrating, owned, ready. */
  phase: string;
  noted: boolean;
  replays: number;
  deliveries: number;
  landed: boolean;
  /** direct, replayed (landed once), dropped, twice, undone, missed (the tap hit something else). */
  outcome: string;
}

export declare const KINDS: Record<
  EarlyTapKind,
  { label: string; path: string; locate(page: Page): Locator }
>;
export declare const PHONE: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
/** The init script that records the taps, run before the page's own scripts. */
export declare function instrument(): void;
export declare function targetPoint(page: Page, kind: EarlyTapKind): Promise<{ x: number; y: number }>;
export declare function tapEarly(
  page: Page,
  kind: EarlyTapKind,
  point: { x: number; y: number },
  options?: { delayMs?: number; when?: 'shown' | 'committed' },
): Promise<EarlyTapResult>;
export declare function throttleCpu(page: Page, rate: number): Promise<CDPSession>;
