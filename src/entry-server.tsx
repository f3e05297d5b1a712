// The prerender (issue 19): built with `vite build --ssr` by scripts/prerender.mjs and run once per
// path of src/prerender-routes.ts after the client build. The same tree as src/main.tsx, on a
// memory history, rendered to a string once the router has loaded the page's code.
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { AppTree } from '@/app/app-tree';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

export {
  NOT_FOUND_HTML,
  NOT_FOUND_RENDER_PATH,
  PRERENDERED_PATHS,
  prerenderedFile,
} from './prerender-routes';

export interface Prerendered {
  html: string;
  /** The route files whose split chunks render the page (their CSS is linked in the HTML). */
  routeIds: string[];
}

export async function render(path: string): Promise<Prerendered> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  // Not the router's inline scroll-restoration script: the Content-Security-Policy refuses inline
  // scripts, and the browser's router (which renders none) restores scrolling itself.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  const html = renderToString(<AppTree queryClient={queryClient} router={router} />);
  queryClient.clear();
  return { html, routeIds: router.state.matches.map((match) => match.routeId) };
}
