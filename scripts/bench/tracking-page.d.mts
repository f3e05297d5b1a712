/** Types of tracking-page.mjs (the recipient's tracking page budget). */
export declare const TRACKING_PAGE: { path: string; html: string; jsGzipKb: number; lcpMs: number };
export declare const TRACKING_FORBIDDEN: [RegExp, string][];
export type TrackingPageLoad =
  { built: false } | { built: true; files: number; jsGzipKb: number; failures: string[] };
export declare function trackingPageLoad(
  distDir: string,
  manifest: Record<string, unknown>,
): TrackingPageLoad;
