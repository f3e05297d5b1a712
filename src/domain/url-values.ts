// What a URL may carry that the route tree checks (`validateSearch`, `beforeLoad`): code lists,
// days and page codes. Route files are in every page's first load (TanStack Router does not split
// `validateSearch`) and a module they import comes whole, with every export any screen uses: so
// these few values live here, apart from the domain modules' labels, schemas and rules, which
// re-export them (docs/decisions/0032-what-the-route-tree-imports-issue-18-first-load-js.md).
import { TEXT_MAX } from './limits';

/** docs/data-model.md member statuses. */
export const MemberStatus = { Active: 1, Pending: 2, Rejected: 3, Suspended: 4 } as const;
export type MemberStatusCode = (typeof MemberStatus)[keyof typeof MemberStatus];
export const MEMBER_STATUS_CODES: readonly MemberStatusCode[] = [1, 2, 3, 4];

/** docs/data-model.md user package statuses. */
export const UserPackageStatus = { AwaitingPayment: 1, Active: 2, Expired: 3, RejectedUnpaid: 4 } as const;
export type UserPackageStatusCode = (typeof UserPackageStatus)[keyof typeof UserPackageStatus];
export const USER_PACKAGE_STATUS_CODES: readonly UserPackageStatusCode[] = [1, 2, 3, 4];

/** docs/data-model.md notification types, channels (1 Sms, 2 Email, 3 Info in the app, 4 Push) and statuses. */
export const NOTIFICATION_TYPE_CODES = [1, 2, 3] as const;
export type NotificationTypeCode = (typeof NOTIFICATION_TYPE_CODES)[number];
export const NOTIFICATION_CHANNEL_CODES = [1, 2, 3, 4] as const;
export type NotificationChannelCode = (typeof NOTIFICATION_CHANNEL_CODES)[number];
export const NotificationStatus = { Pending: 1, Sent: 2, Cancelled: 3 } as const;
export const NOTIFICATION_STATUS_CODES = [1, 2, 3] as const;
export type NotificationStatusCode = (typeof NOTIFICATION_STATUS_CODES)[number];

/** docs/data-model.md wallet movement (relation) types: 1 balance top-up, 2 balance refund. */
export const RelationType = { TopUp: 1, Refund: 2 } as const;
export type RelationTypeCode = (typeof RelationType)[keyof typeof RelationType];
export const RELATION_TYPE_CODES: readonly RelationTypeCode[] = [1, 2];

/** The tabs of the courier's İşlerim (`/kurye/isler?sekme=`). */
export const COURIER_TABS = ['acik-ihaleler', 'bekleyen', 'aktif', 'gecmis'] as const;
export type CourierTab = (typeof COURIER_TABS)[number];

export function isCourierTab(value: unknown): value is CourierTab {
  return typeof value === 'string' && (COURIER_TABS as readonly string[]).includes(value);
}

/** `YYYY-MM-DD`, a real calendar day. */
export function isDayString(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A page code as it appears in `/sayfa/{pageCode}`: lower-case letters, digits, single dashes. */
export const PAGE_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A code `/sayfa/{pageCode}` may read, as the contract's path parameter allows (looser than what
 * staff may create): anything else is the 404 page without asking the server.
 */
export function isPageCode(value: string): boolean {
  return value.length <= TEXT_MAX.code64 && /^[a-z0-9-]+$/.test(value);
}
