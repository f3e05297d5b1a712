import { NavLink, Text } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { adminMenu } from './admin-menu-items';
import { MenuLink } from './menu-link';
import classes from './admin-menu.module.css';

export interface AdminMenuProps {
  onNavigate?: () => void;
}

/** The admin area's own side menu (SPEC section 2, "Admin menu"). */
export function AdminMenu({ onNavigate }: AdminMenuProps) {
  return (
    <nav aria-label="Yönetim menüsü" className={classes.nav}>
      <NavLink
        component="span"
        label="Yönetim"
        leftSection={<IconLayoutDashboard size={18} aria-hidden />}
        disabled
        aria-disabled="true"
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
    </nav>
  );
}
