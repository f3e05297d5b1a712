// The steps behind collapsed panels (addresses with their searchable selects, the phone mask, the
// number input) are their own chunks. A panel's body is rendered the first time it opens, and the
// chunks are fetched as soon as the person starts using the form (the first pointer, key or
// focus in it), so they are there long before the next panel opens, while a page that is only
// looked at never fetches or runs them. A chunk that fails (offline before the worker had it, a
// deployment that replaced it) is loaded again by the step's "Tekrar Dene" (lazyWithRetry).
import { whenIdle } from '@/lib/after-first-paint';
import { lazyWithRetry } from '@/ui/lazy-with-retry';

export const UserStep = lazyWithRetry(async () => (await import('./user-step')).UserStep);
export const PickupStep = lazyWithRetry(async () => (await import('./pickup-step')).PickupStep);
export const DeliveriesStep = lazyWithRetry(async () => (await import('./deliveries-step')).DeliveriesStep);
export const InsuranceStep = lazyWithRetry(
  async () => (await import('./insurance-payment-steps')).InsuranceStep,
);
export const PaymentStep = lazyWithRetry(async () => (await import('./insurance-payment-steps')).PaymentStep);

let preloading = false;

/**
 * Fetches every step's chunk (once); a failure is left to the step's own render to report. Once
 * the main thread is idle: the tap that asked for it paints first (the chunks' evaluation, when
 * they come from the cache at once, made that tap a 250–290 ms interaction at 4× CPU, issue 19).
 */
export function preloadSteps(): void {
  if (preloading) return;
  preloading = true;
  void whenIdle(1000).then(() => {
    for (const step of [UserStep, PickupStep, DeliveriesStep, InsuranceStep, PaymentStep]) step.preload();
  });
}
