import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { notificationsStore } from '@mantine/notifications';
import { modalHostWanted, onModalHostWanted, requestModalHost } from '@/ui/modal-host';

// Dialogs and notifications: loaded the first time one is asked for (see ui/modal-host.ts).
const Overlays = lazy(() => import('./overlays'));

/** Mounts the dialog and notification host once something needs it. */
export function OverlayHost() {
  const wanted = useSyncExternalStore(onModalHostWanted, modalHostWanted, () => false);
  // A notification shown before the host exists waits in Mantine's store, which the host reads.
  useEffect(
    () =>
      notificationsStore.subscribe((state) => {
        if (state.notifications.length > 0 || state.queue.length > 0) requestModalHost();
      }),
    [],
  );
  return wanted ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}
