import type { User } from '@atelier/contracts';
import { Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { useSignOut } from '../session/useSignOut';
import classes from './UserMenu.module.css';

/** Avatar button of the header; lists only the pages that exist (preferences) and sign-out. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={260} shadow="md" offset={6}>
      <Menu.Target>
        <UnstyledButton className={classes.target} data-testid="user-menu" aria-label={t('userMenu.open')}>
          <Group gap="sm" wrap="nowrap">
            <UserAvatar user={user} size={34} radius="xl" />
            <Box visibleFrom="sm" className={classes.identity}>
              <Text size="sm" fw={600} truncate>
                {user.fullname || user.username}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </Box>
            <IconChevronDown size={16} stroke={1.8} className={classes.chevron} />
          </Group>
        </UnstyledButton>
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
        <Menu.Item component={Link} to="/settings/account/preferences" leftSection={<IconAdjustmentsHorizontal size={18} />}>
          {t('nav.preferences')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={signOut}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
