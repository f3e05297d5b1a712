import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/route-tree.gen';
import { NotFoundPage } from '@/ui/not-found-page';
import { RouteErrorPage } from '@/ui/route-error-page';
import { PageSkeleton } from '@/ui/page-skeleton';
import { parseSearch, stringifySearch } from './search-params';

export interface RouterContext {
  queryClient: QueryClient;
}

/** `history`: a memory history for the prerender (src/entry-server.tsx) and route tests (src/test/render-route.tsx); the browser's by default. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns freshness; the router should always ask it (TanStack Query + Router guide).
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSkeleton,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // docs/screens-and-routes.md paths are written both ways (/gonderi-liste/aktif/, /kurye/giris): keep what the user typed.
    trailingSlash: 'preserve',
    scrollRestoration: true,
    // Typed values (`?q=1005`) read the way people type them (src/app/search-params.ts).
    parseSearch,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
