// The server clock: real time plus an offset that tests and the mock panel move forward.
// The offset is persisted with the data (persist.ts), so every tab sees the same server time.

let offsetMs = 0;

export function now(): number {
  return Date.now() + offsetMs;
}

export function nowIso(): string {
  return new Date(now()).toISOString();
}

export function getOffsetMs(): number {
  return offsetMs;
}

export function setOffsetMs(value: number): void {
  offsetMs = Number.isFinite(value) ? value : 0;
}

export function advance(minutes: number): number {
  offsetMs += minutes * 60_000;
  return now();
}

export function iso(ms: number): string;
export function iso(ms: number | null): string | null;
export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
