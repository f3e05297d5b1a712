import type { CSSProperties } from 'react';
import { Accordion } from '@mantine/core';
import type { SafeElement } from './sanitize-tree';
import { dynamicPageMessages as m } from './messages';
import type { NodesRenderer } from './nodes-renderer';

export interface Section {
  value: string;
  title: string;
  element: SafeElement;
}

/** The element children of an Accordion or Tab, each with a unique value and a title. */
export function sectionsOf(element: SafeElement, titleOf: (n: number) => string): Section[] {
  const used = new Set<string>();
  const sections: Section[] = [];
  for (const child of element.children) {
    if (child.kind !== 'element') continue;
    const n = sections.length + 1;
    let value = child.meta.value ?? `bolum-${n}`;
    if (used.has(value)) value = `${value}-${n}`;
    used.add(value);
    sections.push({ value, title: child.meta.title ?? titleOf(n), element: child });
  }
  return sections;
}

/** docs/screens-and-routes.md Accordion: each child is a section, titled by its `title`, opened by its `value`. */
export function DynamicAccordion({ element, Nodes }: { element: SafeElement; Nodes: NodesRenderer }) {
  const sections = sectionsOf(element, m.sectionTitle);
  if (sections.length === 0) return null;
  const items = sections.map((s) => (
    <Accordion.Item key={s.value} value={s.value}>
      <Accordion.Control>{s.title}</Accordion.Control>
      <Accordion.Panel style={s.element.style as CSSProperties | undefined}>
        <Nodes nodes={s.element.children} />
      </Accordion.Panel>
    </Accordion.Item>
  ));
  const style = element.style as CSSProperties | undefined;
  const opened = sections.some((s) => s.value === element.meta.defaultValue)
    ? element.meta.defaultValue
    : null;
  return element.meta.multiple ? (
    <Accordion multiple defaultValue={opened ? [opened] : []} variant="contained" my="md" style={style}>
      {items}
    </Accordion>
  ) : (
    <Accordion defaultValue={opened} variant="contained" my="md" style={style}>
      {items}
    </Accordion>
  );
}
