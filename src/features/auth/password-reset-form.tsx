import { useState } from 'react';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useRouter } from '@tanstack/react-router';
import { api } from '@/api/client';
import { ApiError, unwrap } from '@/api/errors';
import { messageFor } from '@/domain/validation-messages';
import { formatPhoneGroups, isValidPhone, normalizePhone, validateNewPassword } from '@/domain/validators';
import { showApiError } from '@/ui/feedback';
import { fieldErrorsOf } from '@/ui/form-resolver';
import { notify } from '@/ui/notify';
import { PhoneInput } from '@/ui/phone-input';
import { useDocumentTitle } from '@/ui/use-document-title';
import { landingPathFor } from './login-types';
import { authMessages as m } from './messages';
import { storeSession } from '@/lib/session/session';
import classes from './login-form.module.css';

interface ResetValues {
  phone: string;
  code: string;
  password: string;
  repeat: string;
}

/** A refused code is said next to the code field; other field errors next to theirs; the rest in a dialog. */
function showResetError(error: unknown, setErrors: (errors: Record<string, string>) => void): void {
  if (error instanceof ApiError && error.code.startsWith('VERIFICATION_')) {
    setErrors({ code: error.desc || messageFor(error.code) });
    return;
  }
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length > 0) {
    setErrors({ ...fields, ...(fields.identifier ? { phone: fields.identifier as string } : {}) });
    return;
  }
  void showApiError(error);
}

/**
 * "Şifremi Unuttum" (issue 28): the courier's phone, an SMS code, then a new password under the
 * application's rule. Saving it signs the courier in.
 */
export function PasswordResetForm() {
  useDocumentTitle(m.resetTitle);
  const router = useRouter();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState<'code' | 'save' | null>(null);

  const form = useForm<ResetValues>({
    mode: 'controlled',
    initialValues: { phone: '', code: '', password: '', repeat: '' },
    validate: {
      phone: (value) => (!value ? m.phoneRequired : isValidPhone(value) ? null : m.phoneInvalid),
      code: (value) => (sentTo && !value.trim() ? m.codeRequired : null),
      password: (value) => {
        if (!sentTo) return null;
        const [first] = validateNewPassword(value);
        return first ? messageFor(first.code) : null;
      },
      repeat: (value, values) => (sentTo && value !== values.password ? m.newPasswordsDiffer : null),
    },
  });

  const sendCode = async () => {
    if (form.validateField('phone').hasError) return;
    const phone = normalizePhone(form.getValues().phone);
    setBusy('code');
    try {
      unwrap(await api.POST('/auth/password-reset/code', { body: { identifier: phone } }));
      setSentTo(phone);
      form.setFieldValue('code', '');
    } catch (error) {
      showResetError(error, form.setErrors);
    } finally {
      setBusy(null);
    }
  };

  const save = async (values: ResetValues) => {
    if (!sentTo) return sendCode();
    setBusy('save');
    try {
      const { accessToken } = unwrap(
        await api.POST('/auth/password-reset', {
          body: { identifier: sentTo, code: values.code.trim(), password: values.password },
        }),
      );
      const user = storeSession(accessToken, true);
      notify({ text: m.resetDone });
      await router.navigate({ to: landingPathFor(user?.roles ?? ['Courier']) });
    } catch (error) {
      showResetError(error, form.setErrors);
    } finally {
      setBusy(null);
    }
  };

  const phoneProps = form.getInputProps('phone');

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.card}>
      <form onSubmit={form.onSubmit((values) => void save(values))} noValidate aria-label={m.resetTitle}>
        <Stack gap="md">
          <div>
            <Title order={1} className={classes.title}>
              {m.resetTitle}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {m.resetIntro}
            </Text>
          </div>
          <PhoneInput
            label={m.phoneLabel}
            withAsterisk
            value={form.values.phone}
            onChange={(value) => {
              form.setFieldValue('phone', value);
              // Another number needs its own code.
              if (sentTo && normalizePhone(value) !== sentTo) setSentTo(null);
            }}
            onBlur={phoneProps.onBlur as () => void}
            error={form.errors.phone}
            name="phone"
          />
          {sentTo ? (
            <>
              <Text size="sm" role="status" c="teal.8">
                {m.resetCodeSent(formatPhoneGroups(sentTo))}
              </Text>
              <TextInput
                label={m.codeLabel}
                placeholder={m.codePlaceholder}
                withAsterisk
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={10}
                {...form.getInputProps('code')}
              />
              <PasswordInput
                label={m.newPasswordLabel}
                description={m.newPasswordHint}
                withAsterisk
                autoComplete="new-password"
                maxLength={128}
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label={m.newPasswordRepeatLabel}
                withAsterisk
                autoComplete="new-password"
                maxLength={128}
                {...form.getInputProps('repeat')}
              />
              <Button type="submit" size="lg" fullWidth loading={busy === 'save'} disabled={busy === 'code'}>
                {m.resetSubmit}
              </Button>
              <Button
                type="button"
                size="lg"
                variant="default"
                fullWidth
                loading={busy === 'code'}
                disabled={busy === 'save'}
                onClick={() => void sendCode()}
              >
                {m.resend}
              </Button>
            </>
          ) : (
            <Button type="submit" size="lg" fullWidth loading={busy === 'code'}>
              {m.resetSendCode}
            </Button>
          )}
          <Anchor component={Link} to="/kurye/giris" ta="center" fw={600} className={classes.link}>
            {m.backToSignIn}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
