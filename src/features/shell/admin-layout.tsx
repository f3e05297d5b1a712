import { useEffect } from 'react';
import { Button, Collapse, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLayoutSidebar } from '@tabler/icons-react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { RequireSignIn } from '@/features/auth/require-sign-in';
import { AdminMenu } from './admin-menu';
import classes from './admin-layout.module.css';

/**
 * The admin area: its own menu beside the page on wide screens; on a phone, a "Yönetim Menüsü"
 * button above the page opens it.
 */
export function AdminLayout() {
  const router = useRouter();
  const [menuOpened, menu] = useDisclosure(false);
  const closeMenu = menu.close;

  useEffect(() => router.subscribe('onBeforeNavigate', closeMenu), [router, closeMenu]);

  // Admins only: signed out, the "Admin Girişi" form shows in place; others get a notice.
  return (
    <RequireSignIn roles={['Admin']} loginType={3}>
      <div className={classes.root}>
        <aside className={classes.aside}>
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            leftSection={<IconLayoutSidebar size={18} aria-hidden />}
            rightSection={
              <IconChevronDown size={16} aria-hidden className={classes.chevron} data-open={menuOpened} />
            }
            onClick={menu.toggle}
            aria-expanded={menuOpened}
            aria-controls="admin-menu"
            className={classes.toggle}
          >
            Yönetim Menüsü
          </Button>
          <Collapse expanded={menuOpened} className={classes.collapse}>
            <Paper withBorder radius="md" p="xs" id="admin-menu" className={classes.menuPaper}>
              <AdminMenu onNavigate={closeMenu} />
            </Paper>
          </Collapse>
          <Paper withBorder radius="md" p="xs" className={classes.desktopMenu}>
            <AdminMenu />
          </Paper>
        </aside>
        <div className={classes.content}>
          <Outlet />
        </div>
      </div>
    </RequireSignIn>
  );
}
