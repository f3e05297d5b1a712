import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useDocumentTitle } from './use-document-title';
import classes from './status-page.module.css';

export interface RouteErrorPageProps {
  error: unknown;
  /** Clears the error boundary and renders the route again. */
  reset?: () => void;
}

function describe(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return undefined;
}

/** What a route shows when it throws: a Turkish message, a retry and a way home. */
export function RouteErrorPage({ error, reset }: RouteErrorPageProps) {
  useDocumentTitle('Hata');
  const detail = describe(error);
  return (
    <Stack align="center" gap="md" className={classes.root} role="alert">
      <IconAlertTriangle size={64} stroke={1.4} className={classes.icon} aria-hidden />
      <Title order={1} className={classes.title}>
        Beklenmedik bir hata oluştu
      </Title>
      <Text c="dimmed" className={classes.text}>
        Lütfen tekrar deneyiniz. Sorun sürerse sayfayı yenileyin ya da anasayfaya dönün.
      </Text>
      {detail ? <Code className={classes.detail}>{detail}</Code> : null}
      <Group justify="center" gap="sm">
        {reset ? <Button onClick={reset}>Tekrar Dene</Button> : null}
        <Button renderRoot={(props) => <Link to="/" {...props} />} variant="default">
          Anasayfaya Dön
        </Button>
      </Group>
    </Stack>
  );
}
