import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { markModalHostReady } from '@/ui/modal-host';
import classes from './providers.module.css';

const modalDefaults = {
  centered: true,
  closeOnEscape: true,
  closeOnClickOutside: true,
  lockScroll: true,
  classNames: { content: classes.modalContent },
} as const;

/**
 * Where dialogs (`modals.open`) and notifications render. The app only uses their event APIs,
 * never `useModals()`, so the host need not wrap the pages and is loaded beside them the first
 * time a dialog or notification is asked for (app/overlay-host.tsx, ui/modal-host.ts).
 */
export default function Overlays() {
  useEffect(() => markModalHostReady(), []);
  return (
    <>
      <ModalsProvider modalProps={modalDefaults} labels={{ confirm: 'Onay', cancel: 'Vazgeç' }} />
      <Notifications position="top-center" limit={3} />
    </>
  );
}
