import { lazy, Suspense, useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { signOut as endSession, useSession } from '@/lib/session/use-session';
import { BrandLink } from './brand-link';
import { MainMenu } from './main-menu';
import { visibleMenu, type MenuLinkItem } from './menu-items';
import { shellMessages } from './messages';
import classes from './app-layout.module.css';

// The header height (60 px) and the side bar width live in app-layout.module.css.
const MENU_WIDTH = 280;
// The drawer (Mantine's modal stack: focus trap, scroll lock) is not in the first-load JS and not
// fetched at start: the burger asks for it as soon as a finger or pointer touches it or it gets
// the focus, so it is usually there by the time the tap ends.
const loadMenuDrawer = () => import('./menu-drawer');
const prefetchMenuDrawer = () => void loadMenuDrawer();
const MenuDrawer = lazy(loadMenuDrawer);
// The staff's menu comes with the admin screens, not in everyone's first load.
const AdminMenu = lazy(() => import('./admin-menu').then((m) => ({ default: m.AdminMenu })));

/** Mantine's md breakpoint (62em = 992px): from here the menu stays open as a side bar. */
const DESKTOP_QUERY = '(min-width: 62em)';

export interface AppLayoutProps {
  /** Shown above every page's content (the offline banner). */
  banner?: ReactNode;
  /**
   * Floating extras rendered over every page (the session-ended handler, the update prompt, the
   * mock panel in mock mode).
   */
  children?: ReactNode;
}

/** The frame of every page: header with brand and burger, the menu (drawer or side bar), content. */
export function AppLayout({ banner, children }: AppLayoutProps) {
  const router = useRouter();
  const { isSignedIn: signedIn, user } = useSession();
  // Staff screens (tables beside their own menu) get the wide container; the rest reads at 960 px.
  const wide = useRouterState({ select: (s) => s.location.pathname.startsWith('/admin') });
  const [drawerOpened, drawer] = useDisclosure(false);
  // The layout switch (burger or side bar) is CSS (app-layout.module.css), so the prerendered
  // page and its hydration agree at every width (issue 19); this only closes the drawer on wide
  // screens, read after hydration.
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: true });
  const closeDrawer = drawer.close;
  // Mounted from the first opening on, so later openings and closings animate as before.
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (drawerOpened && !drawerMounted) setDrawerMounted(true);

  // The drawer closes on every navigation, whatever started it (menu, link in a page, back button).
  useEffect(() => router.subscribe('onBeforeNavigate', closeDrawer), [router, closeDrawer]);

  // Signs out (POST /auth/logout, best effort) and goes home (docs/screens-and-routes.md).
  const signOut = useCallback(() => {
    closeDrawer();
    void endSession().then(() => router.navigate({ to: '/' }));
  }, [router, closeDrawer]);

  // Staff in the admin area get one navigation of their own (issue 28), the customer pages in it.
  const staff = wide && signedIn && (user?.roles ?? []).includes('Admin');
  const menu = staff ? (
    <AdminMenu
      onNavigate={closeDrawer}
      onSignOut={signOut}
      sitePages={visibleMenu(signedIn, user?.roles ?? []).filter(
        (item): item is MenuLinkItem => item.kind === 'link' && item.to !== '/admin/',
      )}
    />
  ) : (
    <MainMenu signedIn={signedIn} roles={user?.roles} onNavigate={closeDrawer} onSignOut={signOut} />
  );
  // The skip link: past the header and the menu to the page, in one key press.
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById('main-content')?.focus();
  };
  const menuOpen = drawerOpened && !isDesktop;

  return (
    // A fixed header, on desktop a fixed side bar, and the page: plain elements and CSS instead of
    // Mantine's AppShell, whose script (and scroll-lock dependency) the first load does not need.
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink} onClick={skipToContent}>
        {shellMessages.skipToContent}
      </a>
      <header className={classes.header}>
        <Group h="100%" px="md" gap="xs" wrap="nowrap">
          <Burger
            className={classes.burger}
            opened={menuOpen}
            onClick={drawer.toggle}
            onPointerEnter={prefetchMenuDrawer}
            onPointerDown={prefetchMenuDrawer}
            onFocus={prefetchMenuDrawer}
            size="sm"
            aria-label={menuOpen ? shellMessages.closeMenu : shellMessages.openMenu}
            aria-expanded={menuOpen}
            aria-controls="main-menu-drawer"
          />
          <BrandLink />
        </Group>
      </header>

      {/* A Suspense boundary: hydrated as its own slice after the page (issue 19). */}
      <aside className={classes.navbar}>
        <Suspense fallback={null}>{menu}</Suspense>
      </aside>

      {isDesktop || !drawerMounted ? null : (
        <Suspense fallback={null}>
          <MenuDrawer opened={menuOpen} onClose={closeDrawer} width={MENU_WIDTH}>
            {menu}
          </MenuDrawer>
        </Suspense>
      )}

      <main className={classes.main} id="main-content" tabIndex={-1}>
        {banner}
        <Container size={wide ? 'xl' : 'md'} px={0}>
          <Outlet />
        </Container>
      </main>

      {children}
    </div>
  );
}
