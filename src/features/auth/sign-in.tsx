import { useCallback } from 'react';
import { modals } from '@mantine/modals';
import { api } from '@/api/client';
import { describeApiError, describeThrown } from '@/api/errors';
import { normalizePhone } from '@/domain/validators';
import { alertDialog } from '@/ui/alert-dialog';
import type { LoginType } from './login-types';
import { authMessages } from './messages';
import { storeSession } from '@/lib/session/session';
import { VerificationDialog, type VerifyOutcome } from './verification-dialog';

export interface SignInInput {
  /** The phone number, in any form the user typed or pasted. */
  identifier: string;
  password?: string;
  /** docs/sign-in-and-sessions.md: 1 customer, 2 courier by SMS, 3 admin, anything else courier with password. */
  loginType: number;
  /** For a new customer (guest shipment). */
  name?: string;
  surname?: string;
  /** "Beni Hatırla": keep the session on the device (default); false keeps it for this tab only. */
  remember?: boolean;
}

function asLoginType(loginType: number): LoginType {
  return loginType === 1 || loginType === 2 || loginType === 3 ? loginType : 4;
}

type LoginBody = {
  identifier: string;
  password?: string;
  loginType: LoginType;
  name?: string;
  surname?: string;
};

type LoginOutcome = { kind: 'token'; token: string } | { kind: 'verify' } | { kind: 'failed' };

/** POST /auth/login; failures are told to the user here (docs/errors-and-messages.md: login rows). */
async function requestLogin(body: LoginBody): Promise<LoginOutcome> {
  let result;
  try {
    result = await api.POST('/auth/login', { body });
  } catch (error) {
    const message = describeThrown(error, 'login');
    await alertDialog({ title: message.title, text: message.text });
    return { kind: 'failed' };
  }
  const { data, error, response } = result;
  const payload = data?.data;
  if (response.status !== 200 || !payload) {
    // A refusal the server explained (wrong password, account awaiting approval) is its desc;
    // "Login non-200" (the status and the unexpected-error text) is for anything else.
    const message = describeApiError({ status: response.status, body: error, kind: 'login' });
    await alertDialog({ title: message.title, text: message.text });
    return { kind: 'failed' };
  }
  if (payload.verificationType === 0) {
    if (payload.accessToken) return { kind: 'token', token: payload.accessToken };
    const message = describeApiError({ status: response.status, body: data, kind: 'login' });
    await alertDialog({ title: message.title, text: message.text });
    return { kind: 'failed' };
  }
  return { kind: 'verify' };
}

/** Opens "Doğrulama"; resolves the access token, or null when the user closed it. */
function askForCode(body: LoginBody): Promise<string | null> {
  return new Promise((resolve) => {
    let token: string | null = null;
    const verify = async (code: string): Promise<VerifyOutcome> => {
      try {
        const { data, error, response } = await api.POST('/auth/verify', {
          body: { identifier: body.identifier, code, loginType: body.loginType },
        });
        const accessToken = data?.data?.accessToken;
        if (response.status === 200 && accessToken) {
          token = accessToken;
          modals.close(modalId);
          return { ok: true };
        }
        const message = describeApiError({ status: response.status, body: error ?? data, kind: 'verify' });
        return { ok: false, title: message.title, text: message.text };
      } catch (error) {
        const message = describeThrown(error, 'verify');
        return { ok: false, title: message.title, text: message.text };
      }
    };
    const resend = async () => (await requestLogin(body)).kind === 'verify';
    const modalId = modals.open({
      title: authMessages.verificationTitle,
      size: 'sm',
      closeButtonProps: { 'aria-label': authMessages.close },
      // Tapping beside the dialog must not throw away a code being typed.
      closeOnClickOutside: false,
      onClose: () => resolve(token),
      children: <VerificationDialog phone={body.identifier} verify={verify} resend={resend} />,
    });
  });
}

/**
 * Signs in: POST /auth/login, then the "Doğrulama" dialog when the server sent a code
 * (verificationType 1 or 2), then stores the session. Resolves true once signed in, false
 * when it failed (the user was told why) or the user closed the dialog.
 */
export async function signIn(input: SignInInput): Promise<boolean> {
  const body: LoginBody = {
    identifier: normalizePhone(input.identifier),
    loginType: asLoginType(input.loginType),
    ...(input.password ? { password: input.password } : {}),
    ...(input.name?.trim() ? { name: input.name.trim() } : {}),
    ...(input.surname?.trim() ? { surname: input.surname.trim() } : {}),
  };
  const outcome = await requestLogin(body);
  if (outcome.kind === 'failed') return false;
  const token = outcome.kind === 'token' ? outcome.token : await askForCode(body);
  if (!token) return false;
  storeSession(token, input.remember ?? true);
  return true;
}

export function useSignIn(): { signIn(input: SignInInput): Promise<boolean> } {
  const run = useCallback((input: SignInInput) => signIn(input), []);
  return { signIn: run };
}
