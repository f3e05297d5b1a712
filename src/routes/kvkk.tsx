import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/content/content-page';

// No loader: the page's query waits for the persisted cache to be restored (an offline start
// reads it from there), which a loader's ensureQueryData would not.
export const Route = createFileRoute('/kvkk')({
  component: () => <ContentPage pageCode="kvkk" />,
});
