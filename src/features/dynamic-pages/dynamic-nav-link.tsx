import type { CSSProperties } from 'react';
import { NavLink, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { SafeElement } from './sanitize-tree';
import { routerTarget } from './safe-link';
import { navLinkIcon } from './nav-link-icons';
import type { NodesRenderer } from './nodes-renderer';
import classes from './dynamic-page-view.module.css';

/** Default active text colour of a NavLink (docs/screens-and-routes.md: orange). */
export const DEFAULT_ACTIVE_COLOR = 'orange';

function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}

/**
 * docs/screens-and-routes.md NavLink: a title with an optional icon, highlighted (in its active colour, orange by
 * default) while its target is the current path; children open below it.
 */
export function DynamicNavLink({ element, Nodes }: { element: SafeElement; Nodes: NodesRenderer }) {
  const { pathname } = useLocation();
  const { meta, attributes, link } = element;
  const label = meta.title ?? '';
  const children = element.children.length > 0 ? <Nodes nodes={element.children} /> : undefined;
  const common = {
    label,
    leftSection: navLinkIcon(meta.icon),
    color: meta.activeColor ?? DEFAULT_ACTIVE_COLOR,
    variant: 'light' as const,
    className: classes.navLink,
    defaultOpened: true,
    style: element.style as CSSProperties | undefined,
    title: attributes.title,
    children,
  };
  if (!link || !label) {
    // Nowhere allowed to go, or nothing to click on: the title and children as they are.
    return (
      <>
        {label ? <Text py="xs">{label}</Text> : null}
        {children}
      </>
    );
  }
  if (link.kind === 'internal' && attributes.target !== '_blank') {
    const target = routerTarget(link.href);
    const active = samePath(target.to, pathname);
    return (
      <NavLink
        {...common}
        active={active}
        aria-current={active ? 'page' : undefined}
        renderRoot={(props) => (
          <Link
            to={target.to as never}
            search={target.search as never}
            hash={target.hash}
            {...(props as Record<string, unknown>)}
          />
        )}
      />
    );
  }
  return (
    <NavLink {...common} component="a" href={link.href} target={attributes.target} rel={attributes.rel} />
  );
}
