import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/after-first-paint';

// Behind the static env check, a real-mode build contains no mock panel code at all.
const MockPanel =
  import.meta.env.VITE_API_MODE !== 'real'
    ? lazy(() => import('./mock-panel').then((module) => ({ default: module.MockPanel })))
    : null;

/**
 * Loads the mock panel once the page is idle, so none of it is in the first-load JS and its code
 * does not compete with the first page's render (it is a testing aid, not part of the page).
 * The caller renders this only in mock mode (runtime configuration).
 */
export function MockPanelLauncher() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let active = true;
    void whenIdle().then(() => {
      if (active) setIdle(true);
    });
    return () => {
      active = false;
    };
  }, []);
  if (!MockPanel || !idle) return null;
  return (
    <Suspense fallback={null}>
      <MockPanel />
    </Suspense>
  );
}
