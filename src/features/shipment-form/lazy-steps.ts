// The steps behind collapsed panels (addresses with their searchable selects, the phone mask, the
// number input) load after the form's first paint: the page shows the first step without
// waiting for them, and they are there long before anyone opens their panel.
import { lazy } from 'react';

export const UserStep = lazy(() => import('./user-step').then((module) => ({ default: module.UserStep })));
export const PickupStep = lazy(() =>
  import('./pickup-step').then((module) => ({ default: module.PickupStep })),
);
export const DeliveriesStep = lazy(() =>
  import('./deliveries-step').then((module) => ({ default: module.DeliveriesStep })),
);
export const InsuranceStep = lazy(() =>
  import('./insurance-payment-steps').then((module) => ({ default: module.InsuranceStep })),
);
export const PaymentStep = lazy(() =>
  import('./insurance-payment-steps').then((module) => ({ default: module.PaymentStep })),
);
