import { describe, expect, it } from 'vitest';
import { bidderName, bidderView, isCourierPhoneVisible } from './courier-privacy';

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

describe('what a caller sees of a bidder', () => {
  it('the customer and staff choose, a courier sees their own offer in full and others by initial', () => {
    expect(bidderView({ userId: 1, roles: ['Customer'] }, 7)).toBe('chooser');
    expect(bidderView({ userId: 9, roles: ['Admin'] }, 7)).toBe('chooser');
    expect(bidderView({ userId: 7, roles: ['Courier'] }, 7)).toBe('own');
    expect(bidderView({ userId: 8, roles: ['Courier'] }, 7)).toBe('initial');
    // An account with both roles reads as a courier (as before).
    expect(bidderView({ userId: 8, roles: ['Customer', 'Courier'] }, 7)).toBe('initial');
    expect(bidderView(null, 7)).toBe('initial');
  });
});
