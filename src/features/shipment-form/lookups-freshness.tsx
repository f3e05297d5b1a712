import { memo, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshLookups } from '@/api/addresses/lookups';
import { LastUpdated } from '@/ui/last-updated';
import { offlineMessages } from '@/features/offline';
import { useOnlineStatus } from '@/ui/online-status';
import classes from './shipment-form.module.css';

/**
 * "Son güncelleme" of the saved lookups (offline) and "Yenile", the forced refresh of docs/api.md:
 * the parameter tables and İl/İlçe/Mahalle lists on screen are read again (online only).
 * Memoized: it renders again when its time changes, not with each render of the form.
 */
export const LookupsFreshness = memo(function LookupsFreshness({ updatedAt }: { updatedAt: number }) {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshLookups(queryClient);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Group justify="flex-end" align="center" gap="xs" wrap="nowrap" className={classes.freshness}>
      <LastUpdated at={updatedAt} />
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconRefresh size={14} />}
        onClick={() => void refresh()}
        disabled={!online}
        loading={refreshing}
      >
        {offlineMessages.refresh}
      </Button>
    </Group>
  );
});
