import { useEffect, useState } from 'react';
import { remainingMs } from './countdown';

/** Milliseconds left until `endDate` by the server's clock, re-rendering every second while > 0. */
export function useCountdown(endDate: string, serverOffsetMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(endDate, serverOffsetMs, now);
  const done = left <= 0;
  // The timer restarts only when the countdown starts or stops, not on every tick.
  useEffect(() => {
    if (!running || done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, done]);
  return left;
}
