import { lazy, Suspense, useEffect, useState } from 'react';
import { onSessionEnded } from '@/api/token-store';
import { alertDialog } from '@/ui/alert-dialog';
import { loginTypeForRoles, type LoginType } from './login-types';
import { authMessages } from './messages';
import { isReloginPending, setReloginPending } from './relogin-state';
import { getLastSessionUser } from './session';

// Mounted on every page, needed on few: the dialog (with the form and its phone mask) loads when a
// session ends, so none of it is in the first-load JS.
const ReloginDialog = lazy(() => import('./relogin-dialog'));

interface Relogin {
  loginType: LoginType;
  phone: string;
}

/**
 * HTTP 498 (SPEC 8): "Oturumunuz sonlanmıştır…"; on "Tamam" the sign-in of the user's last
 * role opens as a dialog over the current page, so nothing typed is lost and signing in
 * returns to exactly where the user was. Mounted once, in the app layout.
 */
export function SessionEndedHandler() {
  const [relogin, setRelogin] = useState<Relogin | null>(null);

  useEffect(
    () =>
      onSessionEnded(() => {
        // Several calls in flight meet the same ended session: tell the user once.
        if (isReloginPending()) return;
        const last = getLastSessionUser();
        setReloginPending(true);
        void alertDialog({ title: authMessages.sessionEndedTitle, text: authMessages.sessionEnded }).then(
          (acknowledged) => {
            if (!acknowledged) {
              setReloginPending(false);
              return;
            }
            setRelogin({ loginType: loginTypeForRoles(last?.roles ?? []), phone: last?.phoneNumber ?? '' });
          },
        );
      }),
    [],
  );

  const close = () => {
    setRelogin(null);
    setReloginPending(false);
  };

  if (!relogin) return null;
  return (
    <Suspense fallback={null}>
      <ReloginDialog loginType={relogin.loginType} phone={relogin.phone} onClose={close} />
    </Suspense>
  );
}
