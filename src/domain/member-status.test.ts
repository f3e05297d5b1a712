import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TEXT_MAX } from './limits';
import {
  memberStatusChange,
  memberStatusChangeSchema,
  memberStatusChangesFrom,
  memberStatusLabel,
  memberStatusRefusal,
} from './member-status';

const codes = (input: unknown) => {
  const result = v.safeParse(memberStatusChangeSchema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('member statuses (the admin screens and the mock)', () => {
  it('labels every status in Turkish', () => {
    expect([1, 2, 3, 4].map(memberStatusLabel)).toEqual([
      'Aktif',
      'Onay Bekliyor',
      'Reddedildi',
      'Askıya Alındı',
    ]);
    expect(memberStatusLabel(9)).toBe('Bilinmeyen');
  });

  it('allows only suspend (1→4) and reactivate (4→1)', () => {
    expect(memberStatusChange(1, 4)?.action).toBe('suspend');
    expect(memberStatusChange(4, 1)?.action).toBe('reactivate');
    // Approval and rejection go through the approvals screen.
    expect(memberStatusChange(2, 1)).toBeUndefined();
    expect(memberStatusChange(2, 3)).toBeUndefined();
    expect(memberStatusChange(3, 1)).toBeUndefined();
    expect(memberStatusChange(1, 2)).toBeUndefined();
    expect(memberStatusChange(1, 1)).toBeUndefined();
    expect(memberStatusChangesFrom(1).map((c) => c.action)).toEqual(['suspend']);
    expect(memberStatusChangesFrom(2)).toEqual([]);
  });

  it('refuses an admin changing their own account', () => {
    expect(memberStatusRefusal({ userId: 5, status: 1 }, 4, 5)).toBe('MEMBER_STATUS_NOT_ALLOWED');
    expect(memberStatusRefusal({ userId: 1, status: 1 }, 4, 5)).toBeNull();
    expect(memberStatusRefusal({ userId: 4, status: 2 }, 1, 5)).toBe('MEMBER_STATUS_NOT_ALLOWED');
  });

  it('needs a reason, trimmed and bounded', () => {
    expect(codes({ status: 4 })).toEqual(['STATUS_REASON_REQUIRED']);
    expect(codes({ status: 4, reason: null })).toEqual(['STATUS_REASON_REQUIRED']);
    expect(codes({ status: 4, reason: '   ' })).toEqual(['STATUS_REASON_REQUIRED']);
    expect(codes({ status: 4, reason: 'x'.repeat(TEXT_MAX.reason + 1) })).toEqual(['TEXT_TOO_LONG']);
    expect(codes({ status: 7, reason: 'x' })).toEqual(['FIELD_INVALID']);
    expect(v.parse(memberStatusChangeSchema, { status: 4, reason: ' Sahte gönderi. ' })).toEqual({
      status: 4,
      reason: 'Sahte gönderi.',
    });
  });
});
