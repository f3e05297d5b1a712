import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme } from './theme';
import classes from './providers.module.css';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

const modalDefaults = {
  centered: true,
  closeOnEscape: true,
  closeOnClickOutside: true,
  lockScroll: true,
  classNames: { content: classes.modalContent },
} as const;

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider modalProps={modalDefaults} labels={{ confirm: 'Onay', cancel: 'İptal' }}>
          <Notifications position="top-center" limit={3} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
