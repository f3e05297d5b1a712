import { useEffect, useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { onSessionEnded } from '@/api/token-store';
import { alertDialog } from '@/ui/alert-dialog';
import { LoginForm } from './login-form';
import { loginTypeForRoles, type LoginType } from './login-types';
import { authMessages, loginTitles } from './messages';
import { isReloginPending, setReloginPending } from './relogin-state';
import { getLastSessionUser } from './session';

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

  return (
    <Modal
      opened={relogin !== null}
      onClose={close}
      title={relogin ? loginTitles[relogin.loginType] : ''}
      size="sm"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': authMessages.close }}
    >
      {relogin ? (
        <>
          <Text size="sm" mb="md">
            {authMessages.reLoginHint}
          </Text>
          <LoginForm
            loginType={relogin.loginType}
            initialPhone={relogin.phone}
            withTitle={false}
            onSuccess={close}
          />
        </>
      ) : null}
    </Modal>
  );
}
