import type { User } from '@atelier/contracts';
import { useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/session/useSession';
import { useCan } from '../../shared/permissions/useCan';
import { CLOCK_STRIP_HEIGHT, HeaderClockIn, ShellClockStrip, useClockStripShown } from '../../features/clock';
import { SetupWizardHost } from '../../features/setup/components/SetupWizardHost';
import { UpgradePromptHost } from '../../shared/plan/UpgradePromptHost';
import { isPrintLocation } from '../../shared/routing/printMode';
import { PageLoader } from '../../shared/ui/PageLoader';
import { isSettingsPath } from '../routing/isSettingsPath';
import { SessionValidation } from '../session/SessionValidation';
import { AppHeader } from './AppHeader';
import { trackBreakpoint } from './breakpoint';
import classes from './AppLayout.module.css';
import { MainNavigation } from './MainNavigation';
import { SCROLL_LOCK_SHIFT } from './scrollLockShift';

// The settings menu comes with the first /settings page: the signed-in first screen (the board) does not download it.
const SettingsNavigation = lazy(() => import('./SettingsNavigation').then((m) => ({ default: m.SettingsNavigation })));
// Print mode comes with its first ?print=true page.
const PrintLayout = lazy(() => import('./PrintLayout').then((m) => ({ default: m.PrintLayout })));

/** The header's height without the clock-in strip (px). */
const HEADER_HEIGHT = 60;

/** Shell of the signed-in app: header, side navigation (swapped under /settings) and the page. */
export function AppLayout() {
  const location = useLocation();
  const { pathname } = location;
  // The phone menu is open for the page it was opened on: any move in the history (a link, the
  // browser's Back) closes it (issue 10: it stayed open over the previous page), as does Escape.
  // (An entry the router did not make, such as a typed address, has the key 'default': the path tells them apart.)
  const here = `${location.key} ${location.pathname}${location.search}`;
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const navOpened = openedOn === here;
  const nav = {
    toggle: () => setOpenedOn(navOpened ? null : here),
    close: useCallback(() => setOpenedOn(null), []),
  };
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && navOpened && !event.defaultPrevented) nav.close();
  });
  const { user } = useSession();
  useEffect(() => trackBreakpoint(), []);
  // Shell spec §1: print=true on any page gives the print-aware layout, without the shell.
  const print = isPrintLocation(pathname, location.search);
  // The clock-in strip's open entries: loaded after sign-in, for those who clock (shell §4), by the
  // strip and the header's button; the shell follows only whether the strip shows.
  const canClock = useCan('worksheets:work');
  const stripShown = useClockStripShown();

  return (
    <>
      <SessionValidation />
      {!user ? (
        // A token that came through the URL has no user yet: wait for /auth/validate.
        <PageLoader fullScreen />
      ) : print ? (
        <Suspense fallback={<PageLoader fullScreen />}>
          <PrintLayout />
        </Suspense>
      ) : (
        <Shell user={user} pathname={pathname} nav={nav} navOpened={navOpened} canClock={canClock} stripShown={stripShown} />
      )}
    </>
  );
}

interface ShellProps {
  user: User;
  pathname: string;
  nav: { toggle: () => void; close: () => void };
  navOpened: boolean;
  canClock: boolean;
  stripShown: boolean;
}

/**
 * The header, the side menu and the page, laid out by AppLayout.module.css: the side menu sits on
 * the left from MOBILE_MENU_MAX_WIDTH + 1 (768 px) and slides over the page behind the burger below.
 * Plain elements rather than Mantine's AppShell (issue 12): it rebuilt its media queries in a style
 * element on every render and came with its resizing code, ~6 KB compressed on every signed-in
 * first screen, for a layout that does not change.
 */
function Shell({ user, pathname, nav, navOpened, canClock, stripShown }: ShellProps) {
  // Read by the stylesheet (header, menu and page offsets) and by pages that stick under the header.
  const headerHeight = { '--app-shell-header-offset': `${(HEADER_HEIGHT + (stripShown ? CLOCK_STRIP_HEIGHT : 0)) / 16}rem` } as CSSProperties;
  return (
    <div data-testid="app-shell" className={classes.shell} style={headerHeight} data-nav-opened={navOpened || undefined}>
      <header className={`${classes.header} ${SCROLL_LOCK_SHIFT}`} data-app-shell="header">
        <AppHeader user={user} navOpened={navOpened} onToggleNav={nav.toggle} clock={<HeaderClockIn enabled={canClock} />} />
        <ShellClockStrip enabled={canClock} />
      </header>
      <nav className={classes.navbar} data-app-shell="navbar">
        {isSettingsPath(pathname) ? (
          <Suspense fallback={null}>
            <SettingsNavigation onNavigate={nav.close} />
          </Suspense>
        ) : (
          <MainNavigation onNavigate={nav.close} />
        )}
      </nav>
      <main className={classes.main} data-app-shell="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SetupWizardHost />
      <UpgradePromptHost />
    </div>
  );
}
