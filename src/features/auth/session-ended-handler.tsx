import { lazy, Suspense, useEffect, useState } from 'react';
import { Affix, Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { getAccessToken, onSessionEnded, subscribeAccessToken, wasRemembered } from '@/api/token-store';
import { alertDialog } from '@/ui/alert-dialog';
import { loginTypeForRoles, type LoginType } from './login-types';
import { authMessages } from './messages';
import { isReloginPending, setReloginPending, subscribeReloginPending } from '@/lib/session/relogin-state';
import { getLastSessionUser } from '@/lib/session/session';

// Mounted on every page, needed on few: the dialog (with the form and its phone mask) loads when a
// session ends, so none of it is in the first-load JS.
const ReloginDialog = lazy(() => import('./relogin-dialog'));

interface Relogin {
  loginType: LoginType;
  phone: string;
  remember: boolean;
}

/**
 * HTTP 498 (docs/errors-and-messages.md): "Oturumunuz sonlanmıştır…"; on "Tamam" the sign-in of the user's last
 * role opens as a dialog over the current page, so nothing typed is lost and signing in
 * returns to exactly where the user was. Mounted once, in the app layout.
 */
export function SessionEndedHandler() {
  const [relogin, setRelogin] = useState<Relogin | null>(null);
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionEnded(() => {
        // Several calls in flight meet the same ended session: tell the user once.
        if (isReloginPending()) return;
        const last = getLastSessionUser();
        setReloginPending(true);
        // A question left open (a bid to confirm, say) would sit over the sign-in and answer on the
        // ended session: it closes as "no"; what was typed stays on the page.
        modals.closeAll();
        // Any way out of the notice (Tamam, Escape, the close button) leads to the sign-in: dropping
        // the page for a signed-out view would lose what was typed.
        void alertDialog({ title: authMessages.sessionEndedTitle, text: authMessages.sessionEnded }).then(
          () => {
            if (!isReloginPending()) return; // signed out or in meanwhile
            setRelogin({
              loginType: loginTypeForRoles(last?.roles ?? []),
              phone: last?.phoneNumber ?? '',
              remember: wasRemembered(),
            });
            setOpen(true);
          },
        );
      }),
    [],
  );

  // Signed in (here, or in another tab) or signed out on purpose: the wait is over.
  useEffect(() => {
    const offToken = subscribeAccessToken(() => {
      if (getAccessToken() === null || !isReloginPending()) return;
      setReloginPending(false);
      // What failed on the ended session loads again: a route whose loader met the 498 leaves its
      // error view, and queries that failed refetch. Pages that loaded stay as they are.
      void router.invalidate({ filter: (match) => match.status === 'error' });
      void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
    });
    const offPending = subscribeReloginPending(() => {
      if (!isReloginPending()) setRelogin(null);
    });
    return () => {
      offToken();
      offPending();
    };
  }, [router, queryClient]);

  if (!relogin) return null;
  if (!open) {
    // Closed without signing in: the page and what was typed stay; this brings the sign-in back.
    return (
      <Affix position={{ bottom: 12, left: 12, right: 12 }} zIndex={300}>
        <Alert color="orange" variant="filled" role="status" title={authMessages.sessionEndedTitle}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm">{authMessages.reLoginWaiting}</Text>
            <Button size="xs" variant="white" color="orange" onClick={() => setOpen(true)}>
              {authMessages.reLoginOpen}
            </Button>
          </Group>
        </Alert>
      </Affix>
    );
  }
  return (
    <Suspense fallback={null}>
      <ReloginDialog
        loginType={relogin.loginType}
        phone={relogin.phone}
        remember={relogin.remember}
        onClose={() => setOpen(false)}
        onSignedIn={() => setReloginPending(false)}
      />
    </Suspense>
  );
}
