import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetForm } from '@/features/auth/password-reset-form';

export const Route = createFileRoute('/kurye/sifremi-unuttum')({
  component: PasswordResetForm,
});
