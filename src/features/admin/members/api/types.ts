import type { components } from '@/api/schema';

/** A member as the admin list shows them (the contract's Member). */
export type Member = components['schemas']['Member'];
/** A member with their courier profile and wallet (GET /admin/members/{userId}). */
export type MemberDetail = components['schemas']['MemberDetail'];
export type MemberStats = components['schemas']['MemberStats'];
export type MemberStatusChangeBody = components['schemas']['MemberStatusChange'];
export type AdminShipment = components['schemas']['Shipment'];
