import type { ReactNode } from 'react';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from './persist-query-client-provider';
import { OverlayHost } from './overlay-host';
import { persistOptions } from './query-persister';
import { theme } from './theme';

// Colours text is written in, darkened to WCAG AA's 4.5:1 (the axe scan of e2e/accessibility):
// Mantine's dimmed text (gray 6) is 3.3:1 on white, its error red (red 6) about 3.6:1 under a
// field, and a light badge's text (shade 6 on shade 0) as low as 2:1 for green.
const LIGHT_BADGE_COLORS = ['red', 'orange', 'blue', 'violet', 'gray', 'courier'];
// Shade 9 of these is still too light on their own light background: darker by hand (≥ 4.5:1).
const DARKER_LIGHT_TEXT: Record<string, string> = { green: '#237032', teal: '#066649', yellow: '#8a4b00' };
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      LIGHT_BADGE_COLORS.map((c) => [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-9)`]),
    ),
    ...Object.fromEntries(
      Object.entries(DARKER_LIGHT_TEXT).map(([c, hex]) => [`--mantine-color-${c}-light-color`, hex]),
    ),
  },
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
