import { ActionIcon, Affix, Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlask } from '@tabler/icons-react';
import { mockPanelMessages as m } from './messages';
import { ResetDataButton } from './reset-data-button';
import { ServerClock } from './server-clock';
import { SmsNotifications } from './sms-notifications';
import { SmsOutbox } from './sms-outbox';
import classes from './mock-panel.module.css';

/** The floating "Test Paneli" button and its drawer: SMS outbox, server clock, reset. Mock mode only. */
export function MockPanel() {
  const [opened, panel] = useDisclosure(false);

  return (
    <>
      <SmsNotifications />
      <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
        {/* On a phone a round icon only: the label would cover the create form's price bar. */}
        <ActionIcon
          onClick={panel.open}
          variant="filled"
          color="dark"
          radius="xl"
          size={44}
          hiddenFrom="sm"
          className={classes.launcher}
          aria-haspopup="dialog"
          aria-label={m.open}
          title={m.open}
        >
          <IconFlask size={20} aria-hidden />
        </ActionIcon>
        <Button
          onClick={panel.open}
          variant="filled"
          color="dark"
          radius="xl"
          size="sm"
          visibleFrom="sm"
          leftSection={<IconFlask size={18} aria-hidden />}
          className={classes.launcher}
          aria-haspopup="dialog"
        >
          {m.open}
        </Button>
      </Affix>
      <Drawer opened={opened} onClose={panel.close} position="right" size="md" title={m.title}>
        {/* Mounted only while open, so the 2-second polling runs only then. */}
        {opened ? (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {m.intro}
            </Text>
            <SmsOutbox />
            <Divider />
            <ServerClock />
            <Divider />
            <ResetDataButton />
          </Stack>
        ) : null}
      </Drawer>
    </>
  );
}
