import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/login-form';
import { landingPathFor } from '@/features/auth/login-types';

export const Route = createFileRoute('/kurye/giris')({
  component: () => <LoginForm loginType={4} redirectTo={landingPathFor} titleOrder={1} />,
});
