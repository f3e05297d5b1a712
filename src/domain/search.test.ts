import { describe, expect, it } from 'vitest';
import { matchesPhoneSearch, PHONE_SEARCH_MIN_DIGITS, phoneDigits } from './search';

describe('phone search (the admin lists’ q)', () => {
  it('reads a phone however it is written', () => {
    expect(phoneDigits('0532 111 22 33')).toBe('5321112233');
    expect(phoneDigits('+90 (532) 111-22-33')).toBe('5321112233');
    expect(phoneDigits('5321112233')).toBe('5321112233');
  });

  it('needs at least 3 digits', () => {
    expect(PHONE_SEARCH_MIN_DIGITS).toBe(3);
    expect(matchesPhoneSearch('53', '05321112233')).toBe(false);
    expect(matchesPhoneSearch('532', '05321112233')).toBe(true);
    expect(matchesPhoneSearch(' 111 22 ', '+90 532 111 22 33')).toBe(true);
  });

  it('is not a phone when it has other characters; nothing matches a missing phone', () => {
    expect(matchesPhoneSearch('532a', '05321112233')).toBe(false);
    expect(matchesPhoneSearch('Ali 532', '05321112233')).toBe(false);
    expect(matchesPhoneSearch('532', null, undefined, '')).toBe(false);
    expect(matchesPhoneSearch('0532 999', '05321112233', '0532 999 00 00')).toBe(true);
  });
});
