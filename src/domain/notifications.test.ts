import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  canCancelNotification,
  notificationChannelLabel,
  notificationInputSchema,
  notificationStatusLabel,
  notificationTypeLabel,
  smsParts,
  smsText,
} from './notifications';

describe('notification labels', () => {
  it('names the types, channels and statuses of docs/data-model.md', () => {
    expect([1, 2, 3].map(notificationTypeLabel)).toEqual(['Kampanya', 'Bilgi', 'Uyarı']);
    expect([1, 2, 3, 4].map(notificationChannelLabel)).toEqual(['SMS', 'E-posta', 'Bilgi', 'Push']);
    expect([1, 2, 3].map(notificationStatusLabel)).toEqual(['Bekliyor', 'Gönderildi', 'İptal']);
    expect(notificationChannelLabel(5)).toBe('Bilinmeyen');
  });

  it('cancels only a pending one', () => {
    expect([1, 2, 3].map(canCancelNotification)).toEqual([true, false, false]);
  });
});

describe('the send schema', () => {
  const base = { notificationType: 1, channel: 1, title: 'Başlık', body: 'Metin' };
  const targetIssue = (target: unknown) =>
    v.safeParse(notificationInputSchema, { ...base, target }).issues?.map((i) => i.message) ?? [];

  it('takes exactly one audience', () => {
    expect(targetIssue({ role: 'Customer' })).toEqual([]);
    expect(targetIssue({ userIds: [4] })).toEqual([]);
    expect(targetIssue({ cityId: 34 })).toEqual([]);
    expect(targetIssue({})).toEqual(['NOTIFICATION_AUDIENCE_REQUIRED']);
    expect(targetIssue({ userIds: [] })).toEqual(['NOTIFICATION_AUDIENCE_REQUIRED']);
    expect(targetIssue({ role: 'Courier', cityId: 6 })).toEqual(['NOTIFICATION_AUDIENCE_REQUIRED']);
    expect(targetIssue({ cityId: 1000 })).toEqual(['FIELD_INVALID']);
  });
});

describe('SMS', () => {
  it('reads as it arrives', () => {
    expect(smsText(' İndirim ', 'Bugün %10 ')).toBe('Kurye Çağır: İndirim - Bugün %10');
  });

  it('counts parts: 160/153 in the GSM alphabet, 70/67 with Turkish letters', () => {
    expect(smsParts('')).toBe(0);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('ş'.repeat(70))).toBe(1);
    expect(smsParts('ş'.repeat(71))).toBe(2);
    expect(smsParts('ş'.repeat(135))).toBe(3);
    // "€" counts twice in the GSM alphabet.
    expect(smsParts('€'.repeat(80))).toBe(1);
    expect(smsParts('€'.repeat(81))).toBe(2);
  });
});
