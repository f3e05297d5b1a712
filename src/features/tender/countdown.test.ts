import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

describe('formatCountdown', () => {
  it('writes mm:ss, rounding up to whole seconds', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(29 * 60_000 + 59_001)).toBe('30:00');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
  });

  it('adds hours only past an hour', () => {
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
  });
});

describe('remainingMs', () => {
  const end = '2026-01-01T10:30:00.000Z';
  const clientNow = Date.parse('2026-01-01T10:00:00.000Z');

  it('counts by the server clock: the offset moves the end closer', () => {
    expect(remainingMs(end, 0, clientNow)).toBe(30 * 60_000);
    expect(remainingMs(end, 10 * 60_000, clientNow)).toBe(20 * 60_000);
    expect(remainingMs(end, 31 * 60_000, clientNow)).toBe(0);
  });

  it('is zero for an invalid end date', () => {
    expect(remainingMs('not a date', 0, clientNow)).toBe(0);
  });
});
