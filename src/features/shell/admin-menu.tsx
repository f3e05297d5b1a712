import { NavLink, Text } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { adminMenu } from './admin-menu-items';
import { shellMessages } from './messages';
import type { MenuLinkItem } from './menu-items';
import { MenuLink } from './menu-link';
import classes from './admin-menu.module.css';

export interface AdminMenuProps {
  onNavigate?: () => void;
  /** The customer pages, reached from this menu's last group rather than from a second menu. */
  sitePages?: readonly MenuLinkItem[];
  onSignOut?: () => void;
}

/**
 * The staff's one navigation (docs/screens-and-routes.md, "Admin menu"): the admin screens by area, then the
 * site's own pages and "Çıkış" (issue 28: no customer menu beside it).
 */
export function AdminMenu({ onNavigate, sitePages = [], onSignOut }: AdminMenuProps) {
  return (
    <nav aria-label="Yönetim menüsü" className={classes.nav}>
      <MenuLink
        to="/admin/"
        label="Yönetim"
        leftSection={<IconLayoutDashboard size={18} aria-hidden />}
        activeOptions={{ exact: true, includeSearch: false }}
        onClick={onNavigate}
        className={classes.item}
      />
      {adminMenu.map((group) => (
        <div key={group.label} className={classes.group}>
          <Text component="h2" className={classes.groupLabel}>
            {group.label}
          </Text>
          <ul className={classes.list}>
            {group.links.map((link) => (
              <li key={link.to}>
                <MenuLink to={link.to} label={link.label} onClick={onNavigate} className={classes.item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {sitePages.length > 0 || onSignOut ? (
        <div className={classes.group}>
          <Text component="h2" className={classes.groupLabel}>
            {shellMessages.sitePages}
          </Text>
          <ul className={classes.list}>
            {sitePages.map((item) => (
              <li key={item.to}>
                <MenuLink to={item.to} label={item.label} onClick={onNavigate} className={classes.item} />
              </li>
            ))}
            {onSignOut ? (
              <li>
                <NavLink
                  component="button"
                  type="button"
                  label={shellMessages.signOut}
                  leftSection={<IconLogout size={18} aria-hidden />}
                  onClick={onSignOut}
                  className={classes.item}
                />
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
