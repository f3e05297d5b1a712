import type { ReactNode } from 'react';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { OverlayHost } from './overlay-host';
import { persistOptions } from './query-persister';
import { theme } from './theme';

// Mantine's dimmed text (gray 6) is 3.3:1 on white; WCAG AA asks 4.5:1 for body text.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        {children}
        <OverlayHost />
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
