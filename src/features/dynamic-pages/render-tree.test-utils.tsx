// Renders a dynamic page tree inside a router and Mantine, as the app does.
import { render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { TestProviders } from '@/ui/test-providers';
import { DynamicPageView } from './dynamic-page-view';

export async function renderTree(tree: unknown, path = '/') {
  const rootRoute = createRootRoute({ component: () => <DynamicPageView tree={tree} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const result = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await result.findByTestId('dynamic-page-root');
  return result;
}
