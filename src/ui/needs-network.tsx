import { useState, type ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { IconWifiOff } from '@tabler/icons-react';
import { isOnline, useOnlineStatus } from './online-status';
import classes from './needs-network.module.css';

const messages = {
  list: 'Bu liste için bir kez internet bağlantısı gerekiyor',
  page: 'Bu sayfa için bir kez internet bağlantısı gerekiyor',
  text: 'Çevrimdışısınız ve bu bilgiler bu cihaza henüz hiç indirilmedi. Bağlantı gelince kendiliğinden yüklenir.',
  stillOffline: 'Bağlantı hâlâ yok.',
  retry: 'Tekrar Dene',
} as const;

export interface NeedsNetworkProps {
  /** "Bu liste …" or "Bu sayfa …". */
  kind: 'list' | 'page';
}

/**
 * What a screen whose data never loaded says offline, instead of a skeleton for ever. Its queries
 * are paused (TanStack Query waits for the network) and resume by themselves on the `online`
 * event; "Tekrar Dene" resumes them at once when the browser has a network again.
 */
export function NeedsNetwork({ kind }: NeedsNetworkProps) {
  const queryClient = useQueryClient();
  const [tried, setTried] = useState(0);
  const retry = () => {
    // The browser may be online again without Query having heard of it: tell it, then resume.
    onlineManager.setOnline(isOnline());
    queryClient.getQueryCache().onOnline();
    setTried((n) => n + 1);
  };
  return (
    <Stack align="center" gap="sm" role="status" className={classes.root}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconWifiOff size={26} aria-hidden />
      </ThemeIcon>
      <Text fw={600} ta="center">
        {messages[kind]}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {messages.text}
      </Text>
      {tried > 0 && !isOnline() ? (
        <Text size="sm" c="orange.9" key={tried}>
          {messages.stillOffline}
        </Text>
      ) : null}
      <Button variant="light" onClick={retry}>
        {messages.retry}
      </Button>
    </Stack>
  );
}

export interface PendingOrOfflineProps extends NeedsNetworkProps {
  /** The skeleton shown while the data is on its way. */
  children: ReactNode;
}

/**
 * The one loading state of query-driven screens (Suspense fallbacks, the router's pending
 * page): the skeleton while online, `NeedsNetwork` while offline (the fetch waits for ever).
 */
export function PendingOrOffline({ kind, children }: PendingOrOfflineProps) {
  const online = useOnlineStatus();
  return online ? children : <NeedsNetwork kind={kind} />;
}
