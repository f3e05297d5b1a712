import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { useRuntimeConfig } from '@/lib/use-runtime-config';
import { AppLayout } from '@/features/shell/app-layout';
// Its own file, not the auth feature's index: the index brings the sign-in form, its phone mask and
// @mantine/form, which then sat in every page's first load (about 69 KB gzip, issue 33).
import { SessionEndedHandler } from '@/features/auth/session-ended-handler';
import { MockPanelLauncher } from '@/features/mock-panel/mock-panel-launcher';
import { OfflineBanner } from '@/features/offline/offline-banner';
import { UpdatePrompt } from '@/features/offline/update-prompt';
import { NotFoundPage } from '@/ui/not-found-page';

/**
 * The mock panel's launcher, in mock mode. A component of its own: the runtime configuration
 * arrives after the first render, and only this renders again then, not the whole layout (issue 19).
 */
function MockPanelSlot() {
  const config = useRuntimeConfig();
  return config?.mode === 'mock' ? <MockPanelLauncher /> : null;
}

function RootComponent() {
  return (
    <AppLayout banner={<OfflineBanner />}>
      <SessionEndedHandler />
      <UpdatePrompt />
      <MockPanelSlot />
    </AppLayout>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});
