import { StrictMode, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

/** Rendered beside the app: its effect runs once React has committed the first render. */
function CommitSignal({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

export interface AppTreeProps {
  queryClient: QueryClient;
  router: AppRouter;
  /** Called once React has committed the first render (never during the prerender). */
  onCommit?: () => void;
}

/**
 * The whole app, the same element tree in the browser (src/main.tsx) and in the prerender
 * (src/entry-server.tsx): the same tree gives the same `useId` values, which hydration needs.
 */
export function AppTree({ queryClient, router, onCommit }: AppTreeProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      <CommitSignal onCommit={onCommit} />
    </StrictMode>
  );
}
