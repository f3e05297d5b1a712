import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '@/features/content/help-page';

// No loader: the help query waits for the persisted cache to be restored (an offline start reads
// it from there), which a loader's ensureQueryData would not.
export const Route = createFileRoute('/yardim')({
  component: HelpPage,
});
