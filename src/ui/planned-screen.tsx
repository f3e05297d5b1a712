import type { ReactNode } from 'react';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageTitle } from './page-title';

export interface PlannedScreenProps {
  title: string;
  /** The browser tab's text when it should differ from the title. */
  documentTitle?: string;
  /** One sentence: what this screen is for. */
  summary: string;
  /** What the finished screen will let the user do. */
  features?: readonly string[];
  /** Shown beside the title (e.g. a back button). */
  actions?: ReactNode;
  /** Shown between the summary and the notice (e.g. tab links). */
  children?: ReactNode;
}

/** A registered route whose screen is not built yet: its title and an honest notice of what it will do. */
export function PlannedScreen({
  title,
  documentTitle,
  summary,
  features = [],
  actions,
  children,
}: PlannedScreenProps) {
  return (
    <Stack gap="md">
      <PageTitle title={title} documentTitle={documentTitle} actions={actions} />
      <Text size="lg">{summary}</Text>
      {children}
      <Alert variant="light" color="courier" icon={<IconTools aria-hidden />} title="Bu ekran hazırlanıyor">
        {features.length > 0 ? (
          <>
            <Text size="sm" mb="xs">
              Tamamlandığında bu ekranda şunları yapabileceksiniz:
            </Text>
            <List size="sm" spacing={4}>
              {features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm">Bu ekranın içeriği yakında eklenecek.</Text>
        )}
      </Alert>
    </Stack>
  );
}
