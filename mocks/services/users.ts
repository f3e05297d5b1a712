// Users as the wire shows them: courier summaries, courier profiles, members.
import type { components } from '@/api/schema';
import { courierProfileWire } from '@/domain/courier-profile';
import { memberWire } from '@/domain/member';
import { db, type UserRecord } from '../db';
import { documentFacts, thumbnailDataUrl } from './documents';

type Schemas = components['schemas'];

export function findUser(userId: number): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ userId }));
}

export function findUserByPhone(phone: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ phone }));
}

export function fullName(user: UserRecord): string {
  return `${user.name} ${user.surname}`.trim();
}

export function isCourier(user: UserRecord): boolean {
  return user.roles.includes('Courier') && user.courier !== null;
}

/** Jobs the courier delivered (status 40): what a customer choosing among bidders may weigh. */
export function completedJobsOf(courierId: number): number {
  return db.shipments.findMany((q) => q.where({ courierId, shipmentStatus: 40 })).length;
}

/**
 * The courier card. The phone only when `withPhone` (issue 27: the courier themself, an admin,
 * or a customer whose shipment the courier carries, statuses 3 to 7).
 */
export function courierSummary(user: UserRecord, withPhone: boolean): Schemas['CourierSummary'] {
  return {
    userId: user.userId,
    name: fullName(user),
    photo: thumbnailDataUrl(user.courier?.photo),
    workingType: user.courier?.workingType ?? 1,
    completedJobs: completedJobsOf(user.userId),
    ...(withPhone ? { phone: user.phone } : {}),
  };
}

export function courierProfile(user: UserRecord): Schemas['CourierProfile'] {
  const c = user.courier;
  return courierProfileWire(user, c, {
    photo: documentFacts(c?.photo),
    drivingLicense: documentFacts(c?.drivingLicense),
    criminalRecordCertificate: documentFacts(c?.criminalRecordCertificate),
    taxCertificate: documentFacts(c?.taxCertificate),
  });
}

export function member(user: UserRecord): Schemas['Member'] {
  return memberWire({ ...user, workingType: user.courier?.workingType });
}
