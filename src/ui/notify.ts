// Short outcome notices ("Zeynep Şahin onaylandı."): a Mantine notification at the top of the
// screen, which mounts the overlay host on demand (app/overlay-host.tsx). Errors stay dialogs
// (ui/feedback.ts): a refusal must be read, a success need not be acknowledged.
import { notifications } from '@mantine/notifications';

export interface NotifyOptions {
  title?: string;
  text: string;
  /** Default 'success'. */
  tone?: 'success' | 'info';
}

const AUTO_CLOSE_MS = 6000;

export function notify({ title, text, tone = 'success' }: NotifyOptions): void {
  notifications.show({
    title,
    message: text,
    color: tone === 'success' ? 'teal' : 'blue',
    autoClose: AUTO_CLOSE_MS,
    withBorder: true,
    // Its × has no text: screen readers need its name (axe: button-name).
    closeButtonProps: { 'aria-label': 'Kapat' },
  });
}
