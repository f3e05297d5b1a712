// "Başvuruyu Gönder": every step checked, then the SMS code for the phone (the Doğrulama dialog of
// the sign-in), then the application with the code. A refusal the server explains goes back to
// its field; nothing is lost (the draft stays until a 201).
import { useRef, useState } from 'react';
import { modals } from '@mantine/modals';
import { describeApiError, describeThrown } from '@/api/errors';
import type { ValidationError } from '@/domain/validators';
import { authMessages } from '@/features/auth';
import { VerificationDialog, type VerifyOutcome } from '@/features/auth';
import { alertDialog } from '@/ui/alert-dialog';
import { applicationErrors, type ApplicationValues } from './application-values';
import { registerCourier, requestApplicationCode, type CallResult } from './register-courier';

export interface ServerFieldError {
  field: string;
  desc: string;
}

export interface SubmitOptions {
  values: () => ApplicationValues;
  onInvalid: (errors: ValidationError[]) => void;
  /** A refusal naming fields (400 errors[], 409): shown under them and in the warning dialog. */
  onServerErrors: (errors: ServerFieldError[]) => void;
  onAccepted: () => Promise<void> | void;
}

const VERIFY_CODES = [
  'VERIFICATION_CODE_INVALID',
  'VERIFICATION_CODE_EXPIRED',
  'VERIFICATION_TOO_MANY_ATTEMPTS',
];

function fieldErrorsOf(result: Extract<CallResult<unknown>, { ok: false }>): ServerFieldError[] {
  return (result.body?.errors ?? []).map((e) => ({ field: e.field, desc: e.desc }));
}

export function useSubmitApplication({ values, onInvalid, onServerErrors, onAccepted }: SubmitOptions) {
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);

  /** A refusal: back to the fields it names, or a dialog with the server's text. */
  const refused = async (result: Extract<CallResult<unknown>, { ok: false }>) => {
    const fields = fieldErrorsOf(result);
    if (fields.length > 0) onServerErrors(fields);
    else {
      const message = describeApiError({ status: result.status, body: result.body });
      await alertDialog({ title: message.title, text: message.text });
    }
  };

  const askCode = async (): Promise<boolean> => {
    const v = values();
    try {
      const sent = await requestApplicationCode(v.phone, v.identityNumber.trim());
      if (sent.ok) return true;
      await refused(sent);
    } catch (error) {
      const message = describeThrown(error);
      await alertDialog({ title: message.title, text: message.text });
    }
    return false;
  };

  /** "Yeni Kod Gönder" in the dialog: too many codes asked (429) is said there, next to the code. */
  const askNewCode = async (): Promise<boolean | { title: string; text: string }> => {
    const v = values();
    try {
      const sent = await requestApplicationCode(v.phone, v.identityNumber.trim());
      if (sent.ok) return true;
      if (sent.status === 429) return describeApiError({ status: sent.status, body: sent.body });
      await refused(sent);
    } catch (error) {
      return describeThrown(error);
    }
    return false;
  };

  const verifyAndSend = () =>
    new Promise<void>((resolve) => {
      let afterClose: (() => Promise<void> | void) | null = null;
      const verify = async (code: string): Promise<VerifyOutcome> => {
        try {
          const result = await registerCourier(values(), code);
          if (result.ok) {
            afterClose = onAccepted;
            modals.close(modalId);
            return { ok: true };
          }
          if (result.body?.code && VERIFY_CODES.includes(result.body.code)) {
            const message = describeApiError({ status: result.status, body: result.body, kind: 'verify' });
            return { ok: false, title: message.title, text: message.text };
          }
          afterClose = () => refused(result);
          modals.close(modalId);
          return { ok: true };
        } catch (error) {
          const message = describeThrown(error, 'verify');
          return { ok: false, title: message.title, text: message.text };
        }
      };
      const modalId = modals.open({
        title: authMessages.verificationTitle,
        size: 'sm',
        closeButtonProps: { 'aria-label': authMessages.close },
        closeOnClickOutside: false,
        onClose: () => {
          void Promise.resolve(afterClose?.()).finally(resolve);
        },
        children: <VerificationDialog phone={values().phone} verify={verify} resend={askNewCode} />,
      });
    });

  const submit = async () => {
    if (running.current) return;
    const errors = applicationErrors(values());
    if (errors.length > 0) {
      onInvalid(errors);
      return;
    }
    running.current = true;
    setSubmitting(true);
    try {
      if (await askCode()) await verifyAndSend();
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
