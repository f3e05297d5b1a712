import type { components } from '@/api/schema';

/** A courier application as the admin sees it (the contract's CourierProfile). */
export type Application = components['schemas']['CourierProfile'];
export type ApprovalDecisionBody = components['schemas']['ApprovalDecision'];
