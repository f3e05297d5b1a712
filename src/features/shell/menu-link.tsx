import type { AnchorHTMLAttributes, Ref } from 'react';
import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

type MenuAnchorProps = Omit<NavLinkProps, 'children'> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof NavLinkProps | 'children'> & {
    ref?: Ref<HTMLAnchorElement>;
  };

function MenuAnchor(props: MenuAnchorProps) {
  return <NavLink component="a" {...props} />;
}

const CreatedMenuLink = createLink(MenuAnchor);

/**
 * A Mantine NavLink that navigates with the router. Highlighted while its route (or a route
 * below it) is open; the router also sets aria-current="page" on the exact match.
 */
export const MenuLink: LinkComponent<typeof MenuAnchor> = (props) => (
  <CreatedMenuLink preload="intent" activeProps={{ active: true }} {...props} />
);
