import type { ReactNode } from 'react';
import classes from './link-tabs.module.css';

export interface LinkTabsProps {
  label: string;
  /** Typed router `<Link>`s, each with the `tabClassName` below; the active one gets aria-current. */
  children: ReactNode;
}

/** Tabs that are links (each tab is a URL: docs/screens-and-routes.md tracking and list tabs). */
export function LinkTabs({ label, children }: LinkTabsProps) {
  return (
    <nav aria-label={label} className={classes.tabs}>
      {children}
    </nav>
  );
}

export const tabClassName = classes.tab;
