import { useDeferredValue, useState } from 'react';
import { Accordion, Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconMail, IconMessage2, IconSearch } from '@tabler/icons-react';
import { LastUpdated } from '@/ui/last-updated';
import { PageSkeleton } from '@/ui/page-skeleton';
import { PageTitle } from '@/ui/page-title';
import { useHelp, type HelpEntry } from './api/get-help';
import { ContentLoadError } from './content-load-error';
import { searchHelp } from './help-search';
import { contentMessages as m } from './messages';
import classes from './content-pages.module.css';

function HelpList({ entries }: { entries: readonly HelpEntry[] }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = searchHelp(entries, deferred);
  return (
    <Stack gap="md">
      <TextInput
        size="md"
        type="search"
        label={m.helpSearchLabel}
        placeholder={m.helpSearchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          query ? <CloseButton aria-label={m.helpClearSearch} onClick={() => setQuery('')} /> : null
        }
        maxLength={100}
        autoComplete="off"
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {entries.length === 0 ? m.helpEmpty : m.helpCount(shown.length, entries.length)}
      </Text>
      {shown.length > 0 ? (
        <Accordion multiple variant="separated" aria-label={m.helpListLabel}>
          {shown.map((entry) => (
            <Accordion.Item key={entry.helpId} value={String(entry.helpId)}>
              <Accordion.Control>
                <Text fw={600} component="span">
                  {entry.title}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text className={classes.answer}>{entry.body}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : entries.length > 0 ? (
        <Stack gap={4} py="md" align="center">
          <Title order={2} size="h3">
            {m.helpNoResults}
          </Title>
          <Text ta="center" size="sm">
            {m.helpNoResultsText(deferred.trim())}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Yardım (/yardim): the public FAQ of GET /help, searchable, kept for offline reading. */
export function HelpPage() {
  const help = useHelp();
  return (
    <Stack gap="lg" className={classes.page}>
      <PageTitle title={m.helpTitle} documentTitle={m.helpDocumentTitle} />
      <Text>{m.helpIntro}</Text>
      {help.data ? (
        <>
          <LastUpdated at={help.dataUpdatedAt} />
          <HelpList entries={help.data} />
        </>
      ) : help.isError ? (
        <ContentLoadError error={help.error} onRetry={() => void help.refetch()} />
      ) : (
        <PageSkeleton blocks={4} />
      )}
      <Group gap="sm">
        <Button
          size="md"
          variant="light"
          leftSection={<IconMessage2 size={18} aria-hidden />}
          renderRoot={(props) => <Link to="/geri-bildirim" {...props} />}
        >
          {m.helpAsk}
        </Button>
        <Button
          size="md"
          variant="default"
          leftSection={<IconMail size={18} aria-hidden />}
          renderRoot={(props) => <Link to="/iletisim" {...props} />}
        >
          {m.helpContact}
        </Button>
      </Group>
    </Stack>
  );
}
