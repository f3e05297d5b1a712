// Issue 27: a change of the payout IBAN or the e-mail on Profilim is confirmed with a fresh SMS
// code sent to the phone on file (the sign-in's Doğrulama dialog). A refused code stays in the
// dialog; any other refusal closes it and goes back to the form's fields.
import { useCallback } from 'react';
import { modals } from '@mantine/modals';
import { ApiError, describeThrown } from '@/api/errors';
import { authMessages } from '@/features/auth';
import { VerificationDialog, type VerifyOutcome } from '@/features/auth';
import { showApiError } from '@/ui/feedback';
import {
  requestProfileChangeCode,
  type CourierProfile,
  type CourierProfileChanges,
} from './api/courier-profile';

const CODE_ERRORS = [
  'VERIFICATION_CODE_REQUIRED',
  'VERIFICATION_CODE_INVALID',
  'VERIFICATION_CODE_EXPIRED',
  'VERIFICATION_TOO_MANY_ATTEMPTS',
];

type Outcome = { profile: CourierProfile } | { error: unknown } | null;

/** Sends the code, asks for it, saves with it: the saved profile, or null when cancelled. */
export function useSaveWithChangeCode(
  phone: string,
  save: (changes: CourierProfileChanges) => Promise<CourierProfile>,
) {
  return useCallback(
    async (changes: CourierProfileChanges): Promise<CourierProfile | null> => {
      const send = async () => {
        try {
          await requestProfileChangeCode();
          return true;
        } catch (error) {
          await showApiError(error);
          return false;
        }
      };
      if (!(await send())) return null;
      const outcome = await new Promise<Outcome>((resolve) => {
        let result: Outcome = null;
        const verify = async (code: string): Promise<VerifyOutcome> => {
          try {
            result = { profile: await save({ ...changes, verificationCode: code }) };
          } catch (error) {
            if (error instanceof ApiError && CODE_ERRORS.includes(error.code)) {
              const message = describeThrown(error, 'verify');
              return { ok: false, title: message.title, text: message.text };
            }
            result = { error };
          }
          modals.close(modalId);
          return { ok: true };
        };
        const modalId = modals.open({
          title: authMessages.verificationTitle,
          size: 'sm',
          closeButtonProps: { 'aria-label': authMessages.close },
          closeOnClickOutside: false,
          onClose: () => resolve(result),
          children: <VerificationDialog phone={phone} verify={verify} resend={send} />,
        });
      });
      if (outcome === null) return null;
      if ('error' in outcome) throw outcome.error;
      return outcome.profile;
    },
    [phone, save],
  );
}
