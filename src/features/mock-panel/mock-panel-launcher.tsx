import { lazy, Suspense } from 'react';

// Behind the static env check, a real-mode build contains no mock panel code at all.
const MockPanel =
  import.meta.env.VITE_API_MODE !== 'real'
    ? lazy(() => import('./mock-panel').then((module) => ({ default: module.MockPanel })))
    : null;

/**
 * Loads the mock panel on demand, so none of it is in the first-load JS.
 * The caller renders this only in mock mode (runtime configuration).
 */
export function MockPanelLauncher() {
  if (!MockPanel) return null;
  return (
    <Suspense fallback={null}>
      <MockPanel />
    </Suspense>
  );
}
