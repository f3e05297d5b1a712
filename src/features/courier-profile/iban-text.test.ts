import { describe, expect, it } from 'vitest';
import { validateIban } from '@/domain/iban';
import { compactIban, groupIban } from './iban-text';

describe('the IBAN on the profile (docs/forms-and-validation.md, issue 16)', () => {
  it('groups in fours, in capitals, whatever was pasted', () => {
    expect(groupIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(groupIban('tr33 0006 1005 1978 6457 8413 26')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(groupIban('TR33-0006')).toBe('TR33 0006');
    expect(groupIban('')).toBe('');
  });

  it('sends it without spaces, and the domain check reads the grouped text', () => {
    expect(compactIban('TR33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
    expect(validateIban(groupIban('tr330006100519786457841326'))).toEqual([]);
    expect(validateIban(groupIban('TR330006100519786457841327'))[0]?.code).toBe('IBAN_INVALID');
  });
});
