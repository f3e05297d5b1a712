// The tender countdown, by the server's clock.

/** Milliseconds left until `endDate` when the server's clock reads `clientNow + serverOffsetMs`. */
export function remainingMs(endDate: string, serverOffsetMs: number, clientNow: number = Date.now()): number {
  const end = Date.parse(endDate);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, end - (clientNow + serverOffsetMs));
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `mm:ss`, rounded up to the next second so "00:00" shows only when time is really up;
 * an hour or more (never for a 30-minute tender, but a skewed clock) is `h:mm:ss`.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
