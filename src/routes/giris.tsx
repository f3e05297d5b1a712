import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/login-form';

export const Route = createFileRoute('/giris')({
  component: () => <LoginForm loginType={1} redirectTo="/gonderi-liste/aktif/" titleOrder={1} />,
});
