import { Affix, Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlask } from '@tabler/icons-react';
import { mockPanelMessages as m } from './messages';
import { ResetDataButton } from './reset-data-button';
import { ServerClock } from './server-clock';
import { SmsOutbox } from './sms-outbox';
import classes from './mock-panel.module.css';

/** The floating "Test Paneli" button and its drawer: SMS outbox, server clock, reset. Mock mode only. */
export function MockPanel() {
  const [opened, panel] = useDisclosure(false);

  return (
    <>
      <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
        <Button
          onClick={panel.open}
          variant="filled"
          color="dark"
          radius="xl"
          size="sm"
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
