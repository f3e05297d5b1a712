// TanStack Query's PersistQueryClientProvider (@tanstack/react-query-persist-client 5), with one
// change: the end of the restore (`isRestoring` false, a context every query reads) is rendered
// as a transition. A context change that reaches a part of a prerendered page React still keeps
// as prerendered, its code not loaded yet (the sign-in form, src/features/auth/lazy-login-form.tsx),
// makes React give that markup up for the part's fallback when the update is urgent; in a
// transition React waits for the code instead, and the page stays as it is (issue 33).
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';

export interface PersistQueryClientProviderProps {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  children: ReactNode;
}

export function PersistQueryClientProvider({
  client,
  persistOptions,
  children,
}: PersistQueryClientProviderProps) {
  const [isRestoring, setIsRestoring] = useState(true);
  const options = useRef(persistOptions);
  const didRestore = useRef(false);
  useEffect(() => {
    options.current = persistOptions;
  });
  useEffect(() => {
    const all = { ...options.current, queryClient: client };
    if (!didRestore.current) {
      didRestore.current = true;
      void persistQueryClientRestore(all)
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(all);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
