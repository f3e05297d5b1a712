// The prerendered pages hydrate with the router as TanStack Start's client does after SSR (issue
// 19): `router.ssr` set, a private field of @tanstack/react-router, makes the client render the
// root match without the Suspense boundary the server did not render. This pins that behaviour:
// when an upgrade changes it, this fails before the e2e hydration test does.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import routerPackage from '@tanstack/react-router/package.json' with { type: 'json' };

function makeRouter(isServer: boolean) {
  const rootRoute = createRootRoute({
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
  });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Kurye Çağır</h1>,
  });
  return createRouter({
    routeTree: rootRoute.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultPendingComponent: () => <p>Yükleniyor</p>,
    isServer,
  });
}

async function hydrate(withSsrFlag: boolean) {
  const server = makeRouter(true);
  await server.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={server} />);
  document.body.append(container);
  const heading = container.querySelector('h1');

  const client = makeRouter(false);
  if (withSsrFlag) client.ssr = { manifest: undefined };
  await client.load();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={client} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  const kept = container.querySelector('h1') === heading;
  container.remove();
  return { errors, kept };
}

describe('hydrating a prerendered page with the router', () => {
  it('is the version whose private `router.ssr` field was checked', () => {
    expect(routerPackage.version).toBe('1.170.46');
  });

  it('with router.ssr set, adopts the server markup without a hydration error', async () => {
    const { errors, kept } = await hydrate(true);
    expect(errors).toEqual([]);
    expect(kept).toBe(true);
  });

  it('without it, the client renders a Suspense boundary the server did not: hydration fails', async () => {
    const { errors } = await hydrate(false);
    expect(errors.length).toBeGreaterThan(0);
  });
});
