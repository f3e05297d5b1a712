// Saving an editor (help entry, dynamic page): the call, then the success notice, or the server's
// refusal under the fields it names (a 400's errors[], a 409 on the page code) with no dialog to
// dismiss first; any other refusal in docs/errors-and-messages.md dialog (ui/feedback).
import type { FormErrors } from '@mantine/form';
import { ApiError } from '@/api/errors';
import { showApiError } from '@/ui/feedback';
import { fieldErrorsOf } from '@/ui/form-resolver';
import { notify } from '@/ui/notify';

export async function saveForm<T>({
  action,
  success,
  setErrors,
}: {
  action: () => Promise<T>;
  success: (result: T) => string;
  setErrors: (errors: FormErrors) => void;
}): Promise<T | undefined> {
  try {
    const result = await action();
    notify({ text: success(result) });
    return result;
  } catch (error) {
    const fields = error instanceof ApiError ? fieldErrorsOf(error) : {};
    if (Object.keys(fields).length > 0) setErrors(fields);
    else await showApiError(error);
    return undefined;
  }
}
