import { Text } from '@mantine/core';
import { formatDateTime } from '@/domain/format';
import { useOnlineStatus } from './online-status';

/**
 * "Son güncelleme: dd.MM.yyyy HH:mm" under data kept from earlier (the query's `dataUpdatedAt`),
 * shown while offline: then what is on screen is that copy, not the server's present state.
 */
export function LastUpdated({ at }: { at: number }) {
  const online = useOnlineStatus();
  if (online || !at) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="last-updated">
      Son güncelleme: {formatDateTime(at)}
    </Text>
  );
}
