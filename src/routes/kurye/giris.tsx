import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/login-form';

export const Route = createFileRoute('/kurye/giris')({
  component: () => <LoginForm loginType={4} redirectTo="/gonderi-liste/aktif/" titleOrder={1} />,
});
