import type { CSSProperties } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { SafeElement } from './sanitize-tree';
import type { NodesRenderer } from './nodes-renderer';
import classes from './dynamic-page-view.module.css';

/** docs/screens-and-routes.md PageHeader: the page's title (h1), an optional subtitle, then its children. */
export function DynamicPageHeader({ element, Nodes }: { element: SafeElement; Nodes: NodesRenderer }) {
  const { title, subtitle } = element.meta;
  return (
    <Stack gap={4} mb="md" style={element.style as CSSProperties | undefined}>
      {title ? (
        <Title order={1} className={classes.title}>
          {title}
        </Title>
      ) : null}
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      {element.children.length > 0 ? (
        <div>
          <Nodes nodes={element.children} />
        </div>
      ) : null}
    </Stack>
  );
}
