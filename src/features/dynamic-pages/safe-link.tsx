import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { SafeUrl } from './safe-url';
import type { SafeAttributes } from './sanitize-tree';

export interface SafeLinkProps {
  link: SafeUrl;
  attributes: SafeAttributes;
  style?: CSSProperties;
  className?: string;
  children?: ReactNode;
}

/** Splits an app path into what the router's Link takes. */
export function routerTarget(href: string): { to: string; search: Record<string, string>; hash?: string } {
  const url = new URL(href, 'http://app.invalid');
  const search = Object.fromEntries(url.searchParams);
  return { to: url.pathname, search, ...(url.hash ? { hash: url.hash.slice(1) } : {}) };
}

/** An `a` of a dynamic page: an app path through the router, anything else as a plain link. */
export function SafeLink({ link, attributes, style, className, children }: SafeLinkProps) {
  if (link.kind === 'internal' && attributes.target !== '_blank') {
    const { to, search, hash } = routerTarget(link.href);
    return (
      // The path comes from the server: the router answers an unknown one with the 404 page.
      <Link
        to={to as never}
        search={search as never}
        hash={hash}
        {...attributes}
        style={style}
        className={className}
      >
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} {...attributes} style={style} className={className}>
      {children}
    </a>
  );
}
