import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '@/app/mantine-styles';
import { loadRuntimeConfig } from '@/app/config';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { setApiBaseUrl } from '@/api/base-url';
import { setApiReady } from '@/api/client';

/**
 * Boot. Nothing here is awaited before the first render: the shell paints at once, and the API
 * client holds its requests until `ready` (runtime config read, and in mock mode the emulated
 * server started; NOTES.md, "Do not block the first render on the mock").
 */
const ready = loadRuntimeConfig().then(async (config) => {
  setApiBaseUrl(config.apiBaseUrl);
  // The one place src/ imports mocks/. The static env check lets a real-mode build drop the chunk.
  if (import.meta.env.VITE_API_MODE !== 'real' && config.mode === 'mock') {
    const { startMockServer } = await import('@mocks/browser');
    await startMockServer();
    // A marker end-to-end tests wait for before they talk to /api/v1/__mock/*.
    document.documentElement.dataset.mockReady = 'true';
  }
});
setApiReady(ready);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
