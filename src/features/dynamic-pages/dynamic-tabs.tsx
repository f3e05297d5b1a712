import type { CSSProperties } from 'react';
import { Tabs } from '@mantine/core';
import type { SafeElement } from './sanitize-tree';
import { dynamicPageMessages as m } from './messages';
import type { NodesRenderer } from './nodes-renderer';
import { sectionsOf } from './dynamic-accordion';

/** docs/screens-and-routes.md Tab: each child is a tab panel, labelled by its `title`; the first (or `defaultValue`) is open. */
export function DynamicTabs({ element, Nodes }: { element: SafeElement; Nodes: NodesRenderer }) {
  const sections = sectionsOf(element, m.tabTitle);
  const first = sections[0];
  if (!first) return null;
  const opened = sections.some((s) => s.value === element.meta.defaultValue)
    ? element.meta.defaultValue
    : first.value;
  return (
    <Tabs defaultValue={opened} my="md" style={element.style as CSSProperties | undefined}>
      <Tabs.List>
        {sections.map((s) => (
          <Tabs.Tab key={s.value} value={s.value}>
            {s.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((s) => (
        <Tabs.Panel
          key={s.value}
          value={s.value}
          pt="sm"
          style={s.element.style as CSSProperties | undefined}
        >
          <Nodes nodes={s.element.children} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
