import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/login-form';
import { landingPathFor } from '@/features/auth/login-types';

export const Route = createFileRoute('/giris')({
  component: () => <LoginForm loginType={1} redirectTo={landingPathFor} titleOrder={1} />,
});
