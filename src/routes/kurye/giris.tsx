import { createFileRoute } from '@tanstack/react-router';
import { LazyLoginForm, loadLoginForm } from '@/features/auth/lazy-login-form';
import { landingPathFor } from '@/features/auth/login-types';

export const Route = createFileRoute('/kurye/giris')({
  // The form's code is fetched beside the page's, and awaited only by the prerender, which renders
  // it whole; the browser adopts the page without waiting for it (src/features/auth/lazy-login-form.tsx).
  loader: () => (import.meta.env.SSR ? loadLoginForm().then(() => undefined) : void loadLoginForm()),
  component: () => <LazyLoginForm loginType={4} redirectTo={landingPathFor} titleOrder={1} />,
});
