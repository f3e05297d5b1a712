import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { useRuntimeConfig } from '@/app/use-runtime-config';
import { AppLayout } from '@/features/shell/app-layout';
import { MockPanelLauncher } from '@/features/mock-panel/mock-panel-launcher';
import { OfflineBanner } from '@/features/offline/offline-banner';
import { UpdatePrompt } from '@/features/offline/update-prompt';
import { NotFoundPage } from '@/ui/not-found-page';

function RootComponent() {
  const config = useRuntimeConfig();
  return (
    <AppLayout banner={<OfflineBanner />}>
      <UpdatePrompt />
      {config?.mode === 'mock' ? <MockPanelLauncher /> : null}
    </AppLayout>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});
