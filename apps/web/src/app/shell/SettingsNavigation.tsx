import { Text } from '@mantine/core';
import { IconArrowLeft, IconLayoutGrid, IconLogout } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'react-router';
import type { SettingsMenuSection } from '../../shared/manifest/FeatureManifest';
import { useSession } from '../../shared/session/useSession';
import { SideLink } from '../../shared/ui/SideLink';
import { useSignOut } from '../session/useSignOut';
import classes from './Navigation.module.css';
import { MenuEntryNavItem } from './MenuEntryNavItem';
import { SETTINGS_MENU } from './menuRegistry';
import { visibleSettingsMenu } from './settingsMenuSections';
import { NavItem } from './NavItem';

const SECTION_LABELS: Record<SettingsMenuSection, string> = {
  account: 'nav.myAccount',
  workspace: 'nav.workspaceSection',
  activity: 'nav.activitySection',
  help: 'nav.helpSection',
};

/** Side menu shown on every /settings path (shell spec §2): its sections hold the features' settingsMenu entries a role may open. */
export function SettingsNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const { user } = useSession();
  return (
    <nav className={classes.nav} aria-label={t('nav.settingsLabel')}>
      <div className={classes.grow}>
        <NavItem to="/" label={t('nav.backToApp')} icon={<IconArrowLeft size={20} stroke={1.7} />} active={false} onNavigate={onNavigate} />
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.sectionLabel} mt="sm">
          {t('nav.settings')}
        </Text>
        <NavItem
          to="/settings"
          label={t('nav.settingsHome')}
          icon={<IconLayoutGrid size={20} stroke={1.7} />}
          active={pathname === '/settings'}
          onNavigate={onNavigate}
        />
        {visibleSettingsMenu(SETTINGS_MENU, user?.permissionFlags).map(({ section, entries }) =>
          entries.length > 0 ? (
            <Fragment key={section}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.sectionLabel} mt="sm">
                {t(SECTION_LABELS[section])}
              </Text>
              {entries.map((entry) => (
                <MenuEntryNavItem key={entry.to} entry={entry} pathname={pathname} onNavigate={onNavigate} />
              ))}
            </Fragment>
          ) : null,
        )}
      </div>
      <div className={classes.footer}>
        <SideLink label={t('nav.logout')} icon={<IconLogout size={20} stroke={1.7} />} onClick={signOut} color="red" className={classes.link} />
      </div>
    </nav>
  );
}
