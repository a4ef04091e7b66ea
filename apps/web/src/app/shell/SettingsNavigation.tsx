import { NavLink, Text } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconArrowLeft,
  IconBuildingStore,
  IconCar,
  IconFileInvoice,
  IconHelpCircle,
  IconKey,
  IconLanguage,
  IconLayoutGrid,
  IconListCheck,
  IconLogout,
  IconSubtask,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCan } from '../../shared/permissions/useCan';
import { useSignOut } from '../session/useSignOut';
import classes from './Navigation.module.css';
import { NavItem } from './NavItem';

/** Side menu shown on every /settings path (shell spec §2). */
export function SettingsNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const canReadUsers = useCan('users:read');
  const canManageKeys = useCan('apiKeys:manage');
  const canManageSettings = useCan('settings:manage');
  const canContactSupport = useCan('support:contact');
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
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.sectionLabel} mt="sm">
          {t('nav.myAccount')}
        </Text>
        <NavItem
          to="/settings/account/profile"
          label={t('nav.profile')}
          icon={<IconUserCircle size={20} stroke={1.7} />}
          active={pathname === '/settings/account/profile'}
          onNavigate={onNavigate}
        />
        <NavItem
          to="/settings/account/preferences"
          label={t('nav.preferences')}
          icon={<IconAdjustmentsHorizontal size={20} stroke={1.7} />}
          active={pathname === '/settings/account/preferences'}
          onNavigate={onNavigate}
        />
        {(canReadUsers || canManageKeys || canManageSettings) && (
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.sectionLabel} mt="sm">
            {t('nav.workspaceSection')}
          </Text>
        )}
        {canManageSettings && (
          <NavItem
            to="/settings/workspace"
            label={t('nav.workspace')}
            icon={<IconBuildingStore size={20} stroke={1.7} />}
            active={pathname === '/settings/workspace'}
            onNavigate={onNavigate}
          />
        )}
        {canReadUsers && (
          <NavItem
            to="/settings/users"
            label={t('nav.users')}
            icon={<IconUsers size={20} stroke={1.7} />}
            active={pathname.startsWith('/settings/users')}
            onNavigate={onNavigate}
          />
        )}
        {canManageSettings && (
          <NavItem
            to="/settings/invoice"
            label={t('invoicing.nav')}
            icon={<IconFileInvoice size={20} stroke={1.7} />}
            active={pathname === '/settings/invoice'}
            onNavigate={onNavigate}
          />
        )}
        {canManageKeys && (
          <NavItem
            to="/settings/api-tokens"
            label={t('nav.apiKeys')}
            icon={<IconKey size={20} stroke={1.7} />}
            active={pathname === '/settings/api-tokens'}
            onNavigate={onNavigate}
          />
        )}
        {canManageSettings && (
          <NavItem
            to="/settings/vehicle"
            label={t('vehicleSettings.nav')}
            icon={<IconCar size={20} stroke={1.7} />}
            active={pathname === '/settings/vehicle'}
            onNavigate={onNavigate}
          />
        )}
        {canManageSettings && (
          <NavItem
            to="/settings/workorders"
            label={t('statuses.nav.workorders')}
            icon={<IconListCheck size={20} stroke={1.7} />}
            active={pathname === '/settings/workorders'}
            onNavigate={onNavigate}
          />
        )}
        {canManageSettings && (
          <NavItem
            to="/settings/tasks"
            label={t('statuses.nav.tasks')}
            icon={<IconSubtask size={20} stroke={1.7} />}
            active={pathname === '/settings/tasks'}
            onNavigate={onNavigate}
          />
        )}
        {canManageSettings && (
          <NavItem
            to="/settings/language"
            label={t('nav.language')}
            icon={<IconLanguage size={20} stroke={1.7} />}
            active={pathname === '/settings/language'}
            onNavigate={onNavigate}
          />
        )}
        {canContactSupport && (
          <>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.sectionLabel} mt="sm">
              {t('nav.helpSection')}
            </Text>
            <NavItem
              to="/settings/support"
              label={t('nav.support')}
              icon={<IconHelpCircle size={20} stroke={1.7} />}
              active={pathname === '/settings/support'}
              onNavigate={onNavigate}
            />
          </>
        )}
      </div>
      <div className={classes.footer}>
        <NavLink
          component="button"
          type="button"
          label={t('nav.logout')}
          leftSection={<IconLogout size={20} stroke={1.7} />}
          onClick={signOut}
          c="red"
          className={classes.link}
        />
      </div>
    </nav>
  );
}
