import type { User } from '@atelier/contracts';
import { Box, Group, Menu, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconInfoCircle, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { useSignOut } from '../session/useSignOut';
import { UserMenuButton } from './UserMenuButton';

/** The user menu proper (shell spec §2): profile, preferences, about and sign-out. */
export function UserMenuDropdown({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const target = useRef<HTMLButtonElement>(null);
  // The menu first opens right after replacing the placeholder button, so Mantine has no element
  // to give focus back to; keyboard users would be stranded on <body> after Escape.
  const restoreFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[role="menu"]')) target.current?.focus();
  };
  return (
    <Menu position="bottom-end" width={260} shadow="md" offset={6} defaultOpened onExitTransitionEnd={restoreFocus}>
      <Menu.Target>
        <UserMenuButton ref={target} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" wrap="nowrap" px="sm" py="xs">
          <UserAvatar user={user} size={40} radius="xl" />
          <Box miw={0}>
            <Text size="sm" fw={600} truncate>
              {user.fullname || user.username}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Box>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings/account/profile" leftSection={<IconUserCircle size={18} />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/account/preferences" leftSection={<IconAdjustmentsHorizontal size={18} />}>
          {t('nav.preferences')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/about" leftSection={<IconInfoCircle size={18} />}>
          {t('about.nav')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={signOut}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
