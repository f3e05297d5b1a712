// The bench's anchor (issue 19): the bare stack the app is built on (React 19, Mantine's
// provider and two components, TanStack Router with one route, TanStack Query), no app code.
// `npm run bench` builds it with its own config and measures it beside the app in the same run.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Stack.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, MantineProvider, Stack, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const home = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => (
    <Stack p="md" gap="md">
      <Title order={1}>Kurye Çağır</Title>
      <Button size="lg">Kurye Çağır</Button>
    </Stack>
  ),
});
const router = createRouter({ routeTree: rootRoute.addChildren([home]) });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
