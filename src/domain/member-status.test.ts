import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TEXT_MAX } from './limits';
import {
  awaitsApproval,
  isActiveMember,
  isRestrictedCourier,
  signInRefusal,
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

describe('what a member’s status lets them do', () => {
  const courier = (status: number) => ({ status, roles: ['Courier'], courier: {} });
  const customer = (status: number) => ({ status, roles: ['Customer'], courier: null });

  it('signInRefusal: suspended never; a courier only when active; a customer whatever else', () => {
    expect([1, 2, 3, 4].map((st) => signInRefusal(courier(st)))).toEqual([
      null,
      'USER_NOT_APPROVED',
      'USER_REJECTED',
      'USER_SUSPENDED',
    ]);
    expect([1, 2, 3, 4].map((st) => signInRefusal(customer(st)))).toEqual([
      null,
      null,
      null,
      'USER_SUSPENDED',
    ]);
  });

  it('isRestrictedCourier: a courier with an application who is not active', () => {
    expect([1, 2, 3, 4].map((st) => isRestrictedCourier(courier(st)))).toEqual([false, true, true, true]);
    expect(isRestrictedCourier({ status: 2, roles: ['Courier'], courier: null })).toBe(false);
    expect(isRestrictedCourier(customer(4))).toBe(false);
  });

  it('isActiveMember and awaitsApproval', () => {
    expect([1, 2, 3, 4].filter((st) => isActiveMember({ status: st }))).toEqual([1]);
    expect([1, 2, 3, 4].filter((st) => awaitsApproval(courier(st)))).toEqual([2]);
    expect(awaitsApproval(customer(2))).toBe(false);
  });
});
