import { createElement, type CSSProperties } from 'react';
import type { SafeElement, SafeNode } from './sanitize-tree';
import { SafeLink } from './safe-link';
import { DynamicPageHeader } from './dynamic-page-header';
import { DynamicNavLink } from './dynamic-nav-link';
import { DynamicAccordion } from './dynamic-accordion';
import { DynamicTabs } from './dynamic-tabs';
import { dynamicPageMessages as m } from './messages';
import classes from './dynamic-page-view.module.css';

/**
 * Renders sanitized nodes (sanitize-tree.ts) and nothing else: text as React text, plain tags from
 * the allow-list with their checked attributes, the named elements with Mantine. No HTML string
 * is ever handed to the DOM. Recursion is bounded by the sanitizer's depth limit.
 */
export function DynamicNodes({ nodes }: { nodes: readonly SafeNode[] }) {
  return nodes.map((node, index) =>
    node.kind === 'text' ? node.text : <DynamicElement key={index} element={node} />,
  );
}

function DynamicElement({ element }: { element: SafeElement }) {
  const style = element.style as CSSProperties | undefined;
  switch (element.type) {
    case 'PageHeader':
      return <DynamicPageHeader element={element} Nodes={DynamicNodes} />;
    case 'NavLink':
      return <DynamicNavLink element={element} Nodes={DynamicNodes} />;
    case 'Accordion':
      return <DynamicAccordion element={element} Nodes={DynamicNodes} />;
    case 'Tab':
      return <DynamicTabs element={element} Nodes={DynamicNodes} />;
    case 'a':
      return element.link ? (
        <SafeLink link={element.link} attributes={element.attributes} style={style}>
          <DynamicNodes nodes={element.children} />
        </SafeLink>
      ) : null;
    case 'table':
      // A wide table scrolls inside its own box, which the keyboard can reach and scroll (axe's
      // scrollable-region-focusable); the page itself never scrolls sideways.
      return (
        <div className={classes.tableScroll} tabIndex={0} role="region" aria-label={m.tableRegion}>
          {createElement(
            'table',
            { ...element.attributes, style },
            element.children.length > 0 ? <DynamicNodes nodes={element.children} /> : null,
          )}
        </div>
      );
    case 'img':
    case 'br':
    case 'hr':
      return createElement(element.type, { ...element.attributes, style });
    default:
      return createElement(
        element.type,
        { ...element.attributes, style },
        element.children.length > 0 ? <DynamicNodes nodes={element.children} /> : null,
      );
  }
}
