// A member as the admin screens read them (Member, MemberStats), written once for both servers:
// each maps its own records (the emulated server's memory, the real server's rows) to the plain
// facts below (issue 32).
import type { components } from '@/api/schema';
import { memberStatusLabel } from './member-status';
import { daysBetween, istanbulDayOf } from './shipment-stats';
import { MEMBER_STATUS_CODES } from './url-values';

type Schemas = components['schemas'];
export type MemberWire = Schemas['Member'];
export type MemberStats = Schemas['MemberStats'];

export const MEMBER_ROLES = ['Customer', 'Courier', 'Admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const memberRoleLabels: Record<MemberRole, string> = {
  Customer: 'Müşteri',
  Courier: 'Kurye',
  Admin: 'Yönetici',
};

/** `?role=`: one of the roles, or none (400 otherwise, the caller's failValidation). */
export const isMemberRole = (role: string): role is MemberRole =>
  (MEMBER_ROLES as readonly string[]).includes(role);

/** The sort keys of the members list (listMembers). */
export const MEMBER_SORT_KEYS = ['name', 'createdAt', 'status'] as const;
/** The sort keys of the approvals list (listApprovals). */
export const APPROVAL_SORT_KEYS = ['name', 'createdAt'] as const;

/** What a Member says of an account. */
export interface MemberFacts {
  userId: number;
  name: string;
  surname: string;
  phone: string;
  email?: string | null;
  roles: MemberWire['roles'];
  status: MemberWire['status'];
  /** The courier's vehicle class, when they applied. */
  workingType?: MemberWire['workingType'] | null;
  /** Epoch ms. */
  createdAt: number;
  statusReason?: string | null;
  statusChangedAt?: number | null;
}

/** THE serializer of Member: `city` is the member's city (a courier's address, else their latest shipment's start). */
export function memberWire(
  user: MemberFacts,
  city?: { cityId: number | null; cityName: string | null },
): MemberWire {
  return {
    userId: user.userId,
    name: user.name,
    surname: user.surname,
    phone: user.phone,
    ...(user.email ? { email: user.email } : {}),
    roles: user.roles,
    status: user.status,
    ...(user.workingType ? { workingType: user.workingType } : {}),
    createdAt: new Date(user.createdAt).toISOString(),
    statusReason: user.statusReason ?? null,
    statusChangedAt:
      user.statusChangedAt === null || user.statusChangedAt === undefined
        ? null
        : new Date(user.statusChangedAt).toISOString(),
    ...(city ? { cityId: city.cityId, cityName: city.cityName } : {}),
  };
}

/** The counts MemberStats is made of. */
export interface MemberCounts {
  total: number;
  byRole: Record<MemberRole, number>;
  byStatus: ReadonlyMap<number, number>;
  /** Members per city id (null: unknown), with the city's name. */
  byCity: readonly { cityId: number | null; name: string | null; count: number }[];
  /** Members per Istanbul day of joining (yyyy-mm-dd). */
  perDay: ReadonlyMap<string, number>;
}

const DAY_MS = 86_400_000;

/** The 30 Istanbul days the statistics count new members on, ending today: [first instant, end). */
export function memberStatsDays(now: number): { days: string[]; from: number; to: number } {
  const today = istanbulDayOf(now);
  const to = Date.parse(`${today}T00:00:00+03:00`) + DAY_MS;
  const from = to - 30 * DAY_MS;
  return { days: daysBetween(from, to), from, to };
}

/** THE MemberStats: most members' cities first, "Bilinmiyor" (unknown) last, at most 82 cities. */
export function memberStatsWire(counts: MemberCounts, days: readonly string[]): MemberStats {
  return {
    total: counts.total,
    customers: counts.byRole.Customer,
    couriers: counts.byRole.Courier,
    admins: counts.byRole.Admin,
    byRole: MEMBER_ROLES.map((role) => ({ role, name: memberRoleLabels[role], count: counts.byRole[role] })),
    byStatus: MEMBER_STATUS_CODES.map((code) => ({
      code,
      name: memberStatusLabel(code),
      count: counts.byStatus.get(code) ?? 0,
    })),
    byCity: counts.byCity
      .map((c) => ({
        cityId: c.cityId,
        name: c.cityId === null ? 'Bilinmiyor' : (c.name ?? String(c.cityId)),
        count: c.count,
      }))
      .sort((a, b) => (a.cityId === null ? 1 : b.cityId === null ? -1 : b.count - a.count))
      .slice(0, 82),
    perDay: days.map((day) => ({ day, count: counts.perDay.get(day) ?? 0 })),
  };
}
