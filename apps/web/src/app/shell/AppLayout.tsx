import { MOBILE_MENU_MAX_WIDTH } from '@atelier/contracts/constants';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/session/useSession';
import { SetupWizardHost } from '../../features/setup/components/SetupWizardHost';
import { PageLoader } from '../../shared/ui/PageLoader';
import { isSettingsPath } from '../routing/isSettingsPath';
import { useSessionValidation } from '../session/useSessionValidation';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { MainNavigation } from './MainNavigation';
import { SettingsNavigation } from './SettingsNavigation';

/** The side menu collapses behind the burger at MOBILE_MENU_MAX_WIDTH (767 px) and below. */
const NAV_BREAKPOINT = `${(MOBILE_MENU_MAX_WIDTH + 1) / 16}em`;

/** Shell of the signed-in app: header, side navigation (swapped under /settings) and the page. */
export function AppLayout() {
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const { user } = useSession();
  useSessionValidation();

  // A token that came through the URL has no user yet: wait for /auth/validate.
  if (!user) return <PageLoader fullScreen />;

  return (
    <AppShell
      data-testid="app-shell"
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: NAV_BREAKPOINT, collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', md: 'xl' }}
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <AppHeader user={user} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" className={classes.navbar}>
        {isSettingsPath(pathname) ? <SettingsNavigation onNavigate={nav.close} /> : <MainNavigation onNavigate={nav.close} />}
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <SetupWizardHost />
    </AppShell>
  );
}
