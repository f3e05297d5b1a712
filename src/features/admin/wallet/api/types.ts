import type { components } from '@/api/schema';

type Schemas = components['schemas'];
export type Account = Schemas['Account'];
export type Movement = Schemas['AccountMovement'];
export type MovementBody = Schemas['AccountMovementInput'];
export type AccountingRun = Schemas['AccountingRun'];
export type AccountingPreview = Schemas['AccountingPreview'];
export type AccountingCourierLine = Schemas['AccountingCourierLine'];
export type Reconciliation = Schemas['Reconciliation'];
export type ReconciliationCourier = Reconciliation['couriers'][number];
export type CashHandover = Schemas['CashHandover'];
export type CashHandoverBody = Schemas['CashHandoverInput'];
export type OpenCash = Schemas['OpenCash'];
