import { useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { LoginForm } from './login-form';
import type { Role } from '@/domain/shipment-status';
import { loginTypeForRequiredRoles, type LoginType } from './login-types';
import { authMessages } from './messages';
import { useReloginPending } from '@/lib/session/relogin-state';
import { signOut, useSession } from '@/lib/session/use-session';
import classes from './require-sign-in.module.css';

export interface RequireSignInProps {
  /** Any one of these roles is enough; without, any signed-in user. */
  roles?: readonly Role[];
  /** The inline sign-in's type; by default the one that gives the first allowed role. */
  loginType?: LoginType;
  children: ReactNode;
}

/**
 * Renders its children only for a signed-in user (of one of `roles`). Signed out, it shows
 * the sign-in in place with "İşlem yapabilmek için lütfen giriş yapınız", and after signing in
 * the children with "Başarıyla giriş yaptınız…". A user without the role gets a notice.
 */
export function RequireSignIn({ roles, loginType, children }: RequireSignInProps) {
  const { isSignedIn, user } = useSession();
  const reloginPending = useReloginPending();
  const [justSignedIn, setJustSignedIn] = useState(false);

  // The session ended under an open page: keep the page (and what was typed) while the
  // sign-in dialog over it runs. The children keep their place in the tree (the last return
  // below), or React would mount them afresh, empty.
  const renewing = !isSignedIn && reloginPending;

  if (!renewing && (!isSignedIn || !user)) {
    return (
      <Stack gap="md" className={classes.root}>
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} className={classes.notice}>
          {authMessages.signInRequired}
        </Alert>
        <LoginForm
          loginType={loginType ?? loginTypeForRequiredRoles(roles)}
          onSuccess={() => setJustSignedIn(true)}
        />
      </Stack>
    );
  }

  if (!renewing && user && roles && roles.length > 0 && !roles.some((role) => user.roles.includes(role))) {
    return (
      <Stack gap="md" className={classes.root}>
        <Alert
          variant="light"
          color="red"
          icon={<IconLock aria-hidden />}
          title={authMessages.noAccessTitle}
          role="alert"
          className={classes.notice}
        >
          <Text size="sm">{authMessages.noAccess}</Text>
          <Button variant="default" size="xs" mt="sm" onClick={() => void signOut()}>
            {authMessages.signInAs}
          </Button>
        </Alert>
      </Stack>
    );
  }

  return (
    <>
      {justSignedIn ? (
        <Alert
          variant="light"
          color="teal"
          icon={<IconCircleCheck aria-hidden />}
          withCloseButton
          closeButtonLabel={authMessages.close}
          onClose={() => setJustSignedIn(false)}
          role="status"
          mb="md"
        >
          {authMessages.signedInContinue}
        </Alert>
      ) : null}
      {children}
    </>
  );
}

/** Courier pages: couriers only, with the courier sign-in in place. */
export function RequireCourier({ children }: { children: ReactNode }) {
  return (
    <RequireSignIn roles={['Courier']} loginType={4}>
      {children}
    </RequireSignIn>
  );
}
