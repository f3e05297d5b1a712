import { useCallback, useEffect, type ReactNode } from 'react';
import { AppShell, Burger, Container, Drawer, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useRouter } from '@tanstack/react-router';
import { SessionEndedHandler } from '@/features/auth/session-ended-handler';
import { signOut as endSession, useSession } from '@/features/auth/use-session';
import { BrandLink } from './brand-link';
import { BrandMark } from './brand-mark';
import { MainMenu } from './main-menu';
import { shellMessages } from './messages';
import classes from './app-layout.module.css';

const HEADER_HEIGHT = 60;
const MENU_WIDTH = 280;
/** Mantine's md breakpoint (62em = 992px): from here the menu stays open as a side bar. */
const DESKTOP_QUERY = '(min-width: 62em)';

export interface AppLayoutProps {
  /** Floating extras rendered over every page (the mock panel in mock mode). */
  children?: ReactNode;
}

/** The frame of every page: header with brand and burger, the menu (drawer or side bar), content. */
export function AppLayout({ children }: AppLayoutProps) {
  const router = useRouter();
  const { isSignedIn: signedIn, user } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false });
  const closeDrawer = drawer.close;

  // The drawer closes on every navigation, whatever started it (menu, link in a page, back button).
  useEffect(() => router.subscribe('onBeforeNavigate', closeDrawer), [router, closeDrawer]);

  // Signs out (POST /auth/logout, best effort) and goes home (SPEC section 2).
  const signOut = useCallback(() => {
    closeDrawer();
    void endSession().then(() => router.navigate({ to: '/' }));
  }, [router, closeDrawer]);

  const menu = (
    <MainMenu signedIn={signedIn} roles={user?.roles} onNavigate={closeDrawer} onSignOut={signOut} />
  );
  const menuOpen = drawerOpened && !isDesktop;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={isDesktop ? { width: MENU_WIDTH, breakpoint: 'md' } : undefined}
      padding="md"
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" gap="xs" wrap="nowrap">
          {isDesktop ? null : (
            <Burger
              opened={menuOpen}
              onClick={drawer.toggle}
              size="sm"
              aria-label={menuOpen ? shellMessages.closeMenu : shellMessages.openMenu}
              aria-expanded={menuOpen}
              aria-controls="main-menu-drawer"
            />
          )}
          <BrandLink />
        </Group>
      </AppShell.Header>

      {isDesktop ? (
        <AppShell.Navbar component="aside" className={classes.navbar}>
          {menu}
        </AppShell.Navbar>
      ) : null}

      {isDesktop ? null : (
        <Drawer
          id="main-menu-drawer"
          opened={menuOpen}
          onClose={closeDrawer}
          size={MENU_WIDTH}
          padding={0}
          title={<BrandMark />}
          closeButtonProps={{ 'aria-label': shellMessages.closeMenu }}
          classNames={{ header: classes.drawerHeader, content: classes.drawerContent }}
        >
          {menu}
        </Drawer>
      )}

      <AppShell.Main className={classes.main}>
        <Container size="md" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>

      <SessionEndedHandler />
      {children}
    </AppShell>
  );
}
