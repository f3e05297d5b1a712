import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { approvalDecisionSchema, rejectReasonSchema, statusAfterDecision } from './approval';
import { TEXT_MAX } from './limits';

const codes = (input: unknown) => {
  const result = v.safeParse(approvalDecisionSchema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('approval decision (the admin form and the mock)', () => {
  it('approves with or without a reason', () => {
    expect(codes({ decision: 'approve' })).toEqual([]);
    expect(codes({ decision: 'approve', reason: null })).toEqual([]);
  });

  it('rejects only with a reason, trimmed and bounded', () => {
    expect(codes({ decision: 'reject' })).toEqual(['REJECT_REASON_REQUIRED']);
    expect(codes({ decision: 'reject', reason: null })).toEqual(['REJECT_REASON_REQUIRED']);
    expect(codes({ decision: 'reject', reason: '   ' })).toEqual(['REJECT_REASON_REQUIRED']);
    expect(codes({ decision: 'reject', reason: 'x'.repeat(TEXT_MAX.reason + 1) })).toEqual(['TEXT_TOO_LONG']);
    const ok = v.parse(approvalDecisionSchema, { decision: 'reject', reason: '  Ehliyet okunmuyor. ' });
    expect(ok).toEqual({ decision: 'reject', reason: 'Ehliyet okunmuyor.' });
  });

  it('refuses a missing or unknown decision', () => {
    expect(codes({})).toEqual(['FIELD_REQUIRED']);
    expect(codes({ decision: 'maybe' })).toEqual(['FIELD_REQUIRED']);
  });

  it('the reason field alone (the reject dialog)', () => {
    expect(v.is(rejectReasonSchema, 'Belgeler eksik')).toBe(true);
    expect(v.is(rejectReasonSchema, '')).toBe(false);
  });

  it('approve → 1 Aktif, reject → 3 Reddedildi', () => {
    expect(statusAfterDecision('approve')).toBe(1);
    expect(statusAfterDecision('reject')).toBe(3);
  });
});
