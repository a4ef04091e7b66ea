import type { User } from '@atelier/contracts';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import classes from './UserMenu.module.css';

interface UserMenuButtonProps extends ComponentPropsWithRef<'button'> {
  user: User;
}

/** The header's avatar button; Menu.Target passes its ref and aria props straight through. */
export function UserMenuButton({ user, ...props }: UserMenuButtonProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton className={classes.target} data-testid="user-menu" aria-label={t('userMenu.open')} aria-haspopup="menu" {...props}>
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
        <IconChevronDown size={16} stroke={1.8} className={classes.chevron} aria-hidden="true" />
      </Group>
    </UnstyledButton>
  );
}
