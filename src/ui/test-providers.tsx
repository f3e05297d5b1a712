import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { markModalHostReady } from './modal-host';

// In a unit test the host below is always mounted.
markModalHostReady();

/** Mantine with modals, transitions off: what src/ui components need in a unit test. */
export function TestProviders({ children }: { children?: ReactNode }) {
  return (
    <MantineProvider env="test">
      <ModalsProvider>{children}</ModalsProvider>
    </MantineProvider>
  );
}
