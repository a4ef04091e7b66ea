import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'react-router';
import { SetupNavButton } from '../../features/setup/components/SetupNavButton';
import { HelpNavButton } from '../../features/support/components/HelpNavButton';
import { useSession } from '../../shared/session/useSession';
import { MenuEntryNavItem } from './MenuEntryNavItem';
import { mayOpen } from '../../shared/permissions/mayOpen';
import { MAIN_MENU } from './menuRegistry';
import classes from './Navigation.module.css';
import { NavItem } from './NavItem';

/**
 * Main side menu: the features' entries (their manifests' mainMenu) a role may open; then the setup button (while the setup
 * is pending), the help button (ask-a-question dialog) and the settings button.
 */
export function MainNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  return (
    <nav className={classes.nav} aria-label={t('nav.mainLabel')}>
      <div className={classes.grow}>
        {MAIN_MENU.map((entry) =>
          mayOpen(user?.permissionFlags, entry) ? <MenuEntryNavItem key={entry.to} entry={entry} pathname={pathname} onNavigate={onNavigate} /> : null,
        )}
      </div>
      <div className={classes.footer}>
        <SetupNavButton className={classes.link} onNavigate={onNavigate} />
        <HelpNavButton className={classes.link} onNavigate={onNavigate} />
        <NavItem to="/settings" label={t('nav.settings')} icon={<IconSettings size={20} stroke={1.7} />} active={false} onNavigate={onNavigate} />
      </div>
    </nav>
  );
}
