// A route rendered as the app renders it, for component tests of whole screens (docs/admin-area.md, pattern 7): the
// real route tree and router (memory history), Query, Mantine and the modals, against the emulated
// server (call `setupAppOnMockServer()` in the test file), signed in as whoever the test says.
import { render, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { accounts } from '@mocks/test/api';
import { setAccessToken } from '@/api/token-store';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, type AppRouter } from '@/app/router';
import { theme } from '@/app/theme';
import { markModalHostReady } from '@/ui/modal-host';

markModalHostReady();

export type RenderAs = keyof typeof accounts | null;

export interface RenderedRoute extends RenderResult {
  router: AppRouter;
  /** The current path and search as the address bar shows them ("/admin/x/?status=3"). */
  location: () => string;
}

/** Renders `path` (with its search) under the real router, signed in `as` (default: the admin). */
export async function renderRoute(
  path: string,
  { as = 'admin' }: { as?: RenderAs } = {},
): Promise<RenderedRoute> {
  setAccessToken(as === null ? null : await accounts[as]());
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const result = render(
    <MantineProvider theme={theme} env="test">
      <ModalsProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  await router.load();
  return { ...result, router, location: () => router.state.location.href };
}
