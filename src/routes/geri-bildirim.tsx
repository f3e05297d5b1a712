import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '@/features/content/feedback-page';

export const Route = createFileRoute('/geri-bildirim')({
  component: FeedbackPage,
});
