// One action pattern (docs/admin-area.md, pattern 6) for every button that changes something on the server:
// ask first when it matters, run the call, say what happened, or show the refusal in the words of
// docs/errors-and-messages.md catalogue. Approve, suspend, delete and run-accounting all go through it.
import { confirmDialog, type ConfirmDialogOptions } from './confirm-dialog';
import { showApiError } from './feedback';
import { notify } from './notify';

export interface RunActionOptions<T> {
  /** Asked first ("Vazgeç" / the confirm label); the action runs only on confirm. */
  confirm?: ConfirmDialogOptions;
  /** The call, usually a mutation's `mutateAsync`. */
  action: () => Promise<T>;
  /** The success notice, from the answer when it names what changed. */
  success: string | ((result: T) => string);
}

export type RunActionResult<T> =
  { status: 'done'; result: T } | { status: 'cancelled' } | { status: 'failed'; error: unknown };

export async function runAction<T>({
  confirm,
  action,
  success,
}: RunActionOptions<T>): Promise<RunActionResult<T>> {
  if (confirm && !(await confirmDialog(confirm))) return { status: 'cancelled' };
  try {
    const result = await action();
    notify({ text: typeof success === 'string' ? success : success(result) });
    return { status: 'done', result };
  } catch (error) {
    await showApiError(error);
    return { status: 'failed', error };
  }
}
