import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconMapSearch } from '@tabler/icons-react';
import { useDocumentTitle } from './use-document-title';
import classes from './status-page.module.css';

export const NOT_FOUND_TEXT = 'Aradığınız Sayfa Bulunamadı';

/** The 404 page (docs/screens-and-routes.md): for unknown routes and for resources the server does not know. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TEXT);
  return (
    <Stack align="center" gap="md" className={classes.root}>
      <IconMapSearch size={64} stroke={1.4} className={classes.icon} aria-hidden />
      <Text className={classes.code} aria-hidden>
        404
      </Text>
      <Title order={1} className={classes.title}>
        {NOT_FOUND_TEXT}
      </Title>
      <Text c="dimmed" className={classes.text}>
        Adres yanlış yazılmış ya da sayfa kaldırılmış olabilir.
      </Text>
      <Button renderRoot={(props) => <Link to="/" {...props} />} size="md">
        Anasayfaya Dön
      </Button>
    </Stack>
  );
}
