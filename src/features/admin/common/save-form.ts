// Saving an admin form (help entry, dynamic page, account movement, cash handover): the call, then
// the success notice, or the server's refusal under the fields it names (a 400's errors[], a 409 on
// the page code) with no dialog to dismiss first; a refusal the form places itself (onRefusal);
// any other refusal in docs/errors-and-messages.md dialog (ui/feedback).
import type { FormErrors } from '@mantine/form';
import { showApiError } from '@/ui/feedback';
import { fieldErrorsOf } from '@/ui/form-resolver';
import { notify } from '@/ui/notify';

export async function saveForm<T>({
  action,
  success,
  setErrors,
  onRefusal,
}: {
  action: () => Promise<T>;
  success: (result: T) => string;
  setErrors: (errors: FormErrors) => void;
  /** A refusal without field errors that the form shows itself (true), e.g. next to one field. */
  onRefusal?: (error: unknown) => boolean;
}): Promise<T | undefined> {
  try {
    const result = await action();
    notify({ text: success(result) });
    return result;
  } catch (error) {
    const fields = fieldErrorsOf(error);
    if (Object.keys(fields).length > 0) setErrors(fields);
    else if (!onRefusal?.(error)) await showApiError(error);
    return undefined;
  }
}
