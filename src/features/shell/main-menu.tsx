import { NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { shellMessages } from './messages';
import { visibleMenu } from './menu-items';
import { MenuLink } from './menu-link';
import classes from './main-menu.module.css';

export interface MainMenuProps {
  signedIn: boolean;
  /** The signed-in user's roles (couriers get "İşlerim", admins "Yönetim Paneli"). */
  roles?: readonly string[];
  /** Called after any item was chosen (the drawer closes). */
  onNavigate?: () => void;
  onSignOut: () => void;
}

/** The public menu (docs/screens-and-routes.md) as a nav landmark. */
export function MainMenu({ signedIn, roles = [], onNavigate, onSignOut }: MainMenuProps) {
  return (
    <nav aria-label={shellMessages.mainMenuLabel} className={classes.nav}>
      <ul className={classes.list}>
        {visibleMenu(signedIn, roles).map((item) => {
          const icon = <item.icon size={20} stroke={1.6} aria-hidden />;
          return (
            <li key={item.label}>
              {item.kind === 'disabled' ? (
                <NavLink
                  component="span"
                  label={item.label}
                  leftSection={icon}
                  disabled
                  aria-disabled="true"
                />
              ) : (
                <MenuLink
                  to={item.to}
                  label={item.label}
                  leftSection={icon}
                  activeOptions={{ exact: false, includeSearch: false }}
                  onClick={onNavigate}
                  className={classes.item}
                />
              )}
            </li>
          );
        })}
        {signedIn ? (
          <li>
            <NavLink
              component="button"
              type="button"
              label={shellMessages.signOut}
              leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
              onClick={onSignOut}
              className={classes.item}
            />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
