import { Modal, Text } from '@mantine/core';
import { LoginForm } from './login-form';
import type { LoginType } from './login-types';
import { authMessages, loginTitles } from './messages';

export interface ReloginDialogProps {
  loginType: LoginType;
  phone: string;
  /** "Beni Hatırla" as the ended session had it. */
  remember: boolean;
  /** Closed without signing in (the page stays, waiting). */
  onClose: () => void;
  onSignedIn: () => void;
}

/** The sign-in over the current page after a session ended (see SessionEndedHandler). */
export default function ReloginDialog({
  loginType,
  phone,
  remember,
  onClose,
  onSignedIn,
}: ReloginDialogProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={loginTitles[loginType]}
      size="sm"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': authMessages.close }}
    >
      <Text size="sm" mb="md">
        {authMessages.reLoginHint}
      </Text>
      <LoginForm
        loginType={loginType}
        initialPhone={phone}
        lockPhone
        initialRemember={remember}
        withTitle={false}
        onSuccess={onSignedIn}
      />
    </Modal>
  );
}
