import { lazy, Suspense } from 'react';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { offlineMessages as m } from './messages';
import { useOnlineStatus } from '@/ui/online-status';
import classes from './offline-banner.module.css';

const OfflineQueueNote = lazy(() => import('./offline-queue-note'));

/** Shown above every page while the browser is offline. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert
      role="status"
      color="gray"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden />}
      title={m.offlineTitle}
      className={classes.banner}
      data-testid="offline-banner"
    >
      <Suspense fallback={m.offlineText}>
        <OfflineQueueNote />
      </Suspense>
    </Alert>
  );
}
