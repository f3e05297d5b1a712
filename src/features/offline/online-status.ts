import { onlineManager } from '@tanstack/react-query';
import { isOnline } from '@/ui/online-status';

// The hook lives in ui/ (shared screens use it too); the feature keeps its old import path.
export { isOnline, useOnlineStatus } from '@/ui/online-status';

/**
 * TanStack Query assumes it starts online and only listens for changes; a page opened offline
 * must say so, or its queries try the network and fail instead of waiting for it.
 */
export function syncQueryOnlineState(): void {
  onlineManager.setOnline(isOnline());
}
