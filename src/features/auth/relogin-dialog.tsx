import { Modal, Text } from '@mantine/core';
import { LoginForm } from './login-form';
import type { LoginType } from './login-types';
import { authMessages, loginTitles } from './messages';

export interface ReloginDialogProps {
  loginType: LoginType;
  phone: string;
  onClose: () => void;
}

/** The sign-in over the current page after a session ended (see SessionEndedHandler). */
export default function ReloginDialog({ loginType, phone, onClose }: ReloginDialogProps) {
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
      <LoginForm loginType={loginType} initialPhone={phone} withTitle={false} onSuccess={onClose} />
    </Modal>
  );
}
