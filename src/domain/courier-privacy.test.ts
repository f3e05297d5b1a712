import { describe, expect, it } from 'vitest';
import { bidderName, isCourierPhoneVisible } from './courier-privacy';

describe('courier privacy', () => {
  it('shortens a bidder to the first name and the surname initial', () => {
    expect(bidderName('Hasan', 'Çelik')).toBe('Hasan Ç.');
    expect(bidderName('Ayşe Nur', 'ışık')).toBe('Ayşe Nur I.');
    expect(bidderName('Emre', '')).toBe('Emre');
  });

  it('shows the phone at statuses 3 to 7 only', () => {
    expect([2, 3, 5, 7, 8, 40, 50].map(isCourierPhoneVisible)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
