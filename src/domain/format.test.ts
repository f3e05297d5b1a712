import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKm, formatMoney, formatPhone, formatTime } from './format';

describe('formatMoney', () => {
  it('writes lira the Turkish way, sign after the amount (docs/money-and-accounting.md: "1.234,50 ₺")', () => {
    expect(formatMoney(1234.5)).toBe('1.234,50 ₺');
  });

  it('always shows two decimals and groups thousands with dots', () => {
    expect(formatMoney(0)).toBe('0,00 ₺');
    expect(formatMoney(85)).toBe('85,00 ₺');
    expect(formatMoney(1234567.891)).toBe('1.234.567,89 ₺');
  });

  it('rounds to kuruş', () => {
    expect(formatMoney(10.005)).toMatch(/^10,0[01] ₺$/);
    expect(formatMoney(99.999)).toBe('100,00 ₺');
  });
});

describe('formatDateTime', () => {
  it('shows a UTC instant in Istanbul time (UTC+3) as dd.MM.yyyy HH:mm', () => {
    expect(formatDateTime('2025-10-06T09:05:00Z')).toBe('06.10.2025 12:05');
  });

  it('rolls over midnight into the Istanbul date', () => {
    expect(formatDateTime('2025-12-31T22:30:00Z')).toBe('01.01.2026 01:30');
  });

  it('uses 24-hour time with a leading zero', () => {
    expect(formatDateTime('2025-03-01T21:00:00.000Z')).toBe('02.03.2025 00:00');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });

  it('has date-only and time-only forms', () => {
    expect(formatDate('2025-10-06T21:15:00Z')).toBe('07.10.2025');
    expect(formatTime('2025-10-06T21:15:00Z')).toBe('00:15');
  });
});

describe('formatKm', () => {
  it('writes kilometres with a decimal comma, one decimal at most', () => {
    expect(formatKm(12.345)).toBe('12,3 km');
    expect(formatKm(7)).toBe('7 km');
    expect(formatKm(1234.5)).toBe('1.234,5 km');
  });
});

describe('formatPhone', () => {
  it('groups a Turkish mobile number as 0532 111 22 33', () => {
    expect(formatPhone('05321112233')).toBe('0532 111 22 33');
    expect(formatPhone('0(532) 111 22 33')).toBe('0532 111 22 33');
  });

  it('leaves anything else as it was', () => {
    expect(formatPhone('112')).toBe('112');
  });
});
