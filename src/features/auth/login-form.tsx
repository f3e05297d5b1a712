import { useState } from 'react';
import { Anchor, Button, Checkbox, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useRouter } from '@tanstack/react-router';
import { isValidPhone } from '@/domain/validators';
import { PhoneInput } from '@/ui/phone-input';
import { useDocumentTitle } from '@/ui/use-document-title';
import { needsPassword, offersCourierSignUp, type LoginType } from './login-types';
import { authMessages, loginTitles } from './messages';
import { getSessionUser } from '@/lib/session/session';
import { signIn } from './sign-in';
import classes from './login-form.module.css';

export interface LoginFormProps {
  /** docs/sign-in-and-sessions.md: 1 customer ("Müşteri Girişi"), 3 admin ("Admin Girişi"), other courier ("Kurye Girişi"). */
  loginType: LoginType;
  /** Where to go after signing in: a path, or one chosen by the signed-in user's roles (landingPathFor). */
  redirectTo?: string | ((roles: readonly string[]) => string);
  /** Runs after signing in (before any redirect). */
  onSuccess?: () => void;
  /** The phone to start with (signing in again after the session ended). */
  initialPhone?: string;
  /** Signing in again after a 498: the same account only (the page keeps that user's input). */
  lockPhone?: boolean;
  /** "Beni Hatırla" to start with: ticked (docs/data-model.md persists the session); after a 498, what the ended session had. */
  initialRemember?: boolean;
  /** 1 when the form is the page (its title is the h1 and names the tab); 2 inside a page. */
  titleOrder?: 1 | 2 | 3;
  /** Hide the title when the surrounding dialog already shows it. */
  withTitle?: boolean;
}

interface LoginValues {
  phone: string;
  password: string;
  remember: boolean;
}

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** The one sign-in form: the pages /giris and /kurye/giris, the admin area, inline guards, re-login. */
export function LoginForm({
  loginType,
  redirectTo,
  onSuccess,
  initialPhone = '',
  lockPhone = false,
  initialRemember = true,
  titleOrder = 2,
  withTitle = true,
}: LoginFormProps) {
  const router = useRouter();
  const withPassword = needsPassword(loginType);
  const title = loginTitles[loginType];

  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { phone: initialPhone, password: '', remember: initialRemember },
    validate: {
      phone: (value) =>
        !value ? authMessages.phoneRequired : isValidPhone(value) ? null : authMessages.phoneInvalid,
      password: (value) => (withPassword && !value ? authMessages.passwordRequired : null),
    },
  });

  // Issue 28: a courier also signs in by SMS code (login type 2): one without a password, or who forgot it.
  const offersSms = loginType === 4;
  const [submitting, setSubmitting] = useState<'password' | 'sms' | null>(null);

  const submit = async (values: LoginValues, bySms = false) => {
    setSubmitting(bySms ? 'sms' : 'password');
    let ok: boolean;
    try {
      ok = await signIn({
        identifier: values.phone,
        password: withPassword && !bySms ? values.password : undefined,
        loginType: bySms ? 2 : loginType,
        remember: values.remember,
      });
    } finally {
      setSubmitting(null);
    }
    if (!ok) return;
    onSuccess?.();
    const target = typeof redirectTo === 'function' ? redirectTo(getSessionUser()?.roles ?? []) : redirectTo;
    if (target) await router.navigate({ to: target });
  };

  const phoneProps = form.getInputProps('phone');

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.card}>
      {titleOrder === 1 ? <DocumentTitle title={title} /> : null}
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label={title}>
        <Stack gap="md">
          {withTitle ? (
            <div>
              <Title order={titleOrder} className={classes.title}>
                {title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {withPassword ? authMessages.passwordIntro : authMessages.smsIntro}
              </Text>
            </div>
          ) : null}
          <PhoneInput
            label={authMessages.phoneLabel}
            withAsterisk
            value={form.values.phone}
            onChange={(value) => form.setFieldValue('phone', value)}
            onBlur={phoneProps.onBlur as () => void}
            error={form.errors.phone}
            name="phone"
            readOnly={lockPhone && initialPhone !== ''}
          />
          {withPassword ? (
            <PasswordInput
              label={authMessages.passwordLabel}
              placeholder={authMessages.passwordPlaceholder}
              withAsterisk
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
          ) : null}
          <Checkbox
            size="md"
            label={authMessages.remember}
            className={classes.remember}
            {...form.getInputProps('remember', { type: 'checkbox' })}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={submitting === 'password'}
            disabled={submitting === 'sms'}
          >
            {authMessages.submit}
          </Button>
          {offersSms ? (
            <>
              <Button
                type="button"
                size="lg"
                variant="default"
                fullWidth
                loading={submitting === 'sms'}
                disabled={submitting === 'password'}
                onClick={() => {
                  // Only the phone is needed: the password field is not checked.
                  if (form.validateField('phone').hasError) return;
                  void submit(form.getValues(), true);
                }}
              >
                {authMessages.smsSignIn}
              </Button>
              <Text size="sm" c="dimmed" ta="center">
                {authMessages.smsSignInHint}
              </Text>
              {lockPhone ? null : (
                <Anchor
                  component={Link}
                  to="/kurye/sifremi-unuttum"
                  ta="center"
                  fw={600}
                  className={classes.link}
                >
                  {authMessages.forgotPassword}
                </Anchor>
              )}
            </>
          ) : null}
          {offersCourierSignUp(loginType) ? (
            <Text size="sm" ta="center">
              {authMessages.courierSignUpQuestion}{' '}
              <Anchor component={Link} to="/kurye/uye-ol" fw={600} className={classes.inlineLink}>
                {authMessages.courierSignUp}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
