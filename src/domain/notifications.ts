// Notifications (docs/data-model.md: types 1..3, channels 1..4, statuses 1..3): labels, the audience of a
// send, the send body's schema and how a message reads when it arrives. Used by the admin screens
// and by the mock server.
import * as v from 'valibot';
import { idSchema, requiredTextSchema } from './limits';
import {
  NOTIFICATION_CHANNEL_CODES,
  NOTIFICATION_TYPE_CODES,
  MemberStatus,
  NotificationStatus,
  type NotificationChannelCode,
  type NotificationStatusCode,
  type NotificationTypeCode,
} from './url-values';

export {
  NOTIFICATION_CHANNEL_CODES,
  NOTIFICATION_STATUS_CODES,
  NOTIFICATION_TYPE_CODES,
  NotificationStatus,
  type NotificationChannelCode,
  type NotificationStatusCode,
  type NotificationTypeCode,
} from './url-values';

export const notificationTypeLabels: Record<NotificationTypeCode, string> = {
  1: 'Kampanya',
  2: 'Bilgi',
  3: 'Uyarı',
};

/** docs/data-model.md "notification list types": 1 Sms, 2 Email, 3 Info (in the app), 4 Push. */
export const notificationChannelLabels: Record<NotificationChannelCode, string> = {
  1: 'SMS',
  2: 'E-posta',
  3: 'Bilgi',
  4: 'Push',
};

export const notificationStatusLabels: Record<NotificationStatusCode, string> = {
  1: 'Bekliyor',
  2: 'Gönderildi',
  3: 'İptal',
};

const labelOf =
  <K extends number>(labels: Record<K, string>) =>
  (code: number): string =>
    (labels as Record<number, string>)[code] ?? 'Bilinmeyen';
export const notificationTypeLabel = labelOf(notificationTypeLabels);
export const notificationChannelLabel = labelOf(notificationChannelLabels);
export const notificationStatusLabel = labelOf(notificationStatusLabels);

/** Only a notification still waiting to go out can be cancelled. */
export function canCancelNotification(status: number): boolean {
  return status === NotificationStatus.Pending;
}

/** The most members one send may name. */
export const NOTIFICATION_MAX_USER_IDS = 1000;

/**
 * Who receives a notification: exactly one of everyone with a role (all customers, all
 * couriers), the listed members, or the customers of a city (the city of their last pickup
 * address, docs/decisions/0030-packages-and-notifications-issue-18.md).
 */
export const notificationTargetSchema = v.pipe(
  v.object({
    role: v.nullish(v.picklist(['Customer', 'Courier', 'Admin'], 'FIELD_INVALID')),
    userIds: v.nullish(v.pipe(v.array(idSchema()), v.maxLength(NOTIFICATION_MAX_USER_IDS, 'FIELD_INVALID'))),
    cityId: v.nullish(
      v.pipe(
        v.number('FIELD_INVALID'),
        v.integer('FIELD_INVALID'),
        v.minValue(1, 'FIELD_INVALID'),
        v.maxValue(999, 'FIELD_INVALID'),
      ),
    ),
  }),
  v.check(
    (t) => [t.role != null, (t.userIds?.length ?? 0) > 0, t.cityId != null].filter(Boolean).length === 1,
    'NOTIFICATION_AUDIENCE_REQUIRED',
  ),
);
export type NotificationTarget = v.InferInput<typeof notificationTargetSchema>;

export const notificationInputSchema = v.object({
  notificationType: v.picklist(NOTIFICATION_TYPE_CODES, 'FIELD_REQUIRED'),
  channel: v.picklist(NOTIFICATION_CHANNEL_CODES, 'FIELD_REQUIRED'),
  title: requiredTextSchema('title'),
  body: requiredTextSchema('message'),
  target: notificationTargetSchema,
});
export type NotificationInput = v.InferInput<typeof notificationInputSchema>;

export const notificationAudienceSchema = v.object({ target: notificationTargetSchema });

/**
 * The members a target reaches (one rule for both servers). Role and city audiences take active
 * members (status 1) only: a suspended, pending or rejected account gets no campaign. A city's are
 * the active customers whose latest shipment (the earliest of equally late ones) was picked up there:
 * the customer has no address book on the server, and where they send from is where a campaign for a
 * city reaches them. Named members are reached as named, each once; one that does not exist is a 400
 * on target.userIds.
 */
export type Audience =
  | { kind: 'role'; role: 'Customer' | 'Courier' | 'Admin'; memberStatus: number }
  | { kind: 'city'; cityId: number; role: 'Customer'; memberStatus: number }
  | { kind: 'members'; userIds: number[] };

export function audienceOf(target: NotificationTarget): Audience {
  if (target.role) return { kind: 'role', role: target.role, memberStatus: MemberStatus.Active };
  if (target.cityId != null)
    return { kind: 'city', cityId: target.cityId, role: 'Customer', memberStatus: MemberStatus.Active };
  return { kind: 'members', userIds: [...new Set(target.userIds ?? [])] };
}

/** A target as stored and answered: only the audience it names. */
export function storedTarget(target: NotificationTarget): {
  userIds?: number[];
  role?: string;
  cityId?: number;
} {
  const audience = audienceOf(target);
  if (audience.kind === 'role') return { role: audience.role };
  if (audience.kind === 'city') return { cityId: audience.cityId };
  return { userIds: audience.userIds };
}

/** How an SMS reads on the phone: the sender's name, the title and the text. */
export function smsText(title: string, body: string): string {
  return `Kurye Çağır: ${title.trim()} - ${body.trim()}`;
}

// GSM 03.38 basic set: a text only of these goes as 160-character parts (153 when split); any
// other character (ğ, ı, ş, İ, Ğ, Ş are not in it) makes the whole SMS UCS-2: 70 (67).
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€';

/** How many SMS parts a text takes (what the operator bills). */
export function smsParts(text: string): number {
  const chars = [...text];
  if (chars.length === 0) return 0;
  const gsm = chars.every((c) => GSM7.includes(c) || GSM7_EXTENDED.includes(c));
  if (gsm) {
    const units = chars.reduce((n, c) => n + (GSM7_EXTENDED.includes(c) ? 2 : 1), 0);
    return units <= 160 ? 1 : Math.ceil(units / 153);
  }
  return chars.length <= 70 ? 1 : Math.ceil(chars.length / 67);
}
