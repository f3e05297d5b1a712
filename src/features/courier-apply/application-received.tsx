import { useEffect, useRef } from 'react';
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconCircleCheck, IconLogin } from '@tabler/icons-react';
import { applyMessages as m } from './messages';
import classes from './courier-apply.module.css';

/** After a 201: the application is pending (status 2); what happens next, and where to sign in. */
export function ApplicationReceived({ name }: { name: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p="lg" className={classes.done}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" size={44} radius="xl" variant="light">
            <IconCircleCheck size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} ref={heading} tabIndex={-1} className={classes.stepTitle}>
            {m.doneTitle}
          </Title>
        </Group>
        <Text>{m.doneText(name)}</Text>
        <div>
          <Title order={3} className={classes.sectionTitle}>
            {m.doneNextTitle}
          </Title>
          <List type="ordered" spacing={6} mt="xs">
            {m.doneSteps.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </div>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to="/kurye/giris" size="md" leftSection={<IconLogin size={18} />}>
            {m.doneSignIn}
          </Button>
          <Button component={Link} to="/" size="md" variant="default">
            {m.doneHome}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
