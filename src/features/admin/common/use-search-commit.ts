import { useRef } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRouter } from '@tanstack/react-router';

/**
 * A list's search text, sent to the URL once typing pauses (400 ms). Sent only while the list is
 * still where the person is going: a row clicked before the pause opens that row, and the search
 * typed just before does not take the page back to the list (issue 28). The next screen may still
 * be loading (the list on screen meanwhile), so the router's latest location is what is compared.
 */
export function useSearchCommit(commit: (q: string) => void, delay = 400): (q: string) => void {
  const router = useRouter();
  const listPath = useRef<string | null>(null);
  const send = useDebouncedCallback((q: string) => {
    if (router.latestLocation.pathname === listPath.current) commit(q);
  }, delay);
  return (q: string) => {
    listPath.current = router.latestLocation.pathname;
    send(q);
  };
}
