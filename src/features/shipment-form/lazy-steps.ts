// The steps behind collapsed panels (addresses with their searchable selects, the phone mask, the
// number input) are their own chunks. A panel's body is rendered the first time it opens, and the
// chunks are fetched as soon as the person starts using the form (the first pointer, key or
// focus in it), so they are there long before the next panel opens, while a page that is only
// looked at never fetches or runs them.
import { lazy } from 'react';

const loadUserStep = () => import('./user-step');
const loadPickupStep = () => import('./pickup-step');
const loadDeliveriesStep = () => import('./deliveries-step');
const loadInsurancePayment = () => import('./insurance-payment-steps');

export const UserStep = lazy(() => loadUserStep().then((module) => ({ default: module.UserStep })));
export const PickupStep = lazy(() => loadPickupStep().then((module) => ({ default: module.PickupStep })));
export const DeliveriesStep = lazy(() =>
  loadDeliveriesStep().then((module) => ({ default: module.DeliveriesStep })),
);
export const InsuranceStep = lazy(() =>
  loadInsurancePayment().then((module) => ({ default: module.InsuranceStep })),
);
export const PaymentStep = lazy(() =>
  loadInsurancePayment().then((module) => ({ default: module.PaymentStep })),
);

let preloaded = false;
/** Fetches every step's chunk (once); a failure is left to the step's own lazy load to report. */
export function preloadSteps(): void {
  if (preloaded) return;
  preloaded = true;
  for (const load of [loadUserStep, loadPickupStep, loadDeliveriesStep, loadInsurancePayment])
    load().catch(() => undefined);
}
