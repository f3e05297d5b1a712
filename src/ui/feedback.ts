// How a screen tells the user an outcome: docs/errors-and-messages.md dialogs (shipments, tender, admin actions).
import { describeThrown } from '@/api/errors';
import { apiTitles } from '@/api/messages';
import { alertDialog } from './alert-dialog';

/** A success dialog ("İşlem gerçekleşti.", "İşlem Başarılı Gerçekleşti"). */
export function showSuccess(text: string): Promise<boolean> {
  return alertDialog({ title: apiTitles.success, text });
}

/** A warning the client found itself (bid limits, invalid offer). */
export function showWarning(text: string): Promise<boolean> {
  return alertDialog({ title: apiTitles.warning, text });
}

/**
 * Whatever a call threw, in the words of docs/errors-and-messages.md catalogue. A 498 is told once, by the
 * session-ended handler (which then offers the sign-in), so not here.
 */
export function showApiError(error: unknown): Promise<boolean> {
  const message = describeThrown(error);
  if (message.action === 'session-ended') return Promise.resolve(true);
  const text = message.detail ? `${message.text} (${message.detail})` : message.text;
  return alertDialog({ title: message.title, text });
}
