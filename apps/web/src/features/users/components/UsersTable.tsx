import type { User } from '@atelier/contracts';
import { ActionIcon, Badge, Group, Menu, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { canManageUser } from '../canManageUser';
import type { UserSort } from '../hooks/useUserListParams';
import { RoleBadge } from './RoleBadge';
import { useRowOpener } from '../../../shared/lists/useRowOpener';
import { ListTable } from '../../../shared/lists/ListTable';
import { listTableClasses as classes } from '../../../shared/lists/listTableClasses';
import { SortableHeads, type SortableColumn } from '../../../shared/lists/SortableHeads';
import type { Sorting } from '../../../shared/lists/SortableTh';

interface UsersTableProps {
  users: User[];
  me: User;
  sorting: Sorting<UserSort>;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export const profilePath = (uuid: string) => `/settings/users/${uuid}`;

const USER_COLUMNS: readonly SortableColumn<UserSort>[] = [
  { column: 'fullname' },
  { column: 'username', visibleFrom: 'sm' },
  { column: 'email', visibleFrom: 'md' },
  { column: 'permissionFlags', labelKey: 'users.column.role', visibleFrom: 'sm' },
];

/** Users of the shop; a row opens the user's profile (shell spec §2), the ⋯ menu edits or deletes. */
export function UsersTable({ users, me, sorting, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  // Clicks on the row's own controls (link, menu) must not also open the profile.
  const openRow = useRowOpener(profilePath, 'a, button, [role="menu"]');

  return (
    <ListTable
      testId="users-table"
      head={
        <>
          <SortableHeads columns={USER_COLUMNS} texts="users.column" sorting={sorting} />
          <Table.Th w={56}>
            <VisuallyHidden>{t('users.column.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {users.map((user) => {
        const manageable = canManageUser({ uuid: me.uuid, role: me.permissionFlags }, { uuid: user.uuid, role: user.permissionFlags });
        const name = user.fullname || user.username;
        return (
          <Table.Tr key={user.uuid} className={classes.row} onClick={(event) => openRow(event, user.uuid)} data-testid="user-row">
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <UserAvatar user={user} size={36} radius="xl" />
                <Stack gap={0} miw={0}>
                  <Group gap={6} wrap="nowrap">
                    <Text component={Link} to={profilePath(user.uuid)} size="sm" className={classes.name} truncate>
                      {name}
                    </Text>
                    {user.uuid === me.uuid && (
                      <Badge size="xs" variant="outline" color="gray" tt="none">
                        {t('users.you')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" truncate hiddenFrom="md">
                    {user.email}
                  </Text>
                  <RoleBadge role={user.permissionFlags} hiddenFrom="sm" mt={4} w="fit-content" />
                  {!user.verified && (
                    <Tooltip label={t('users.pendingHint')} withArrow>
                      <Text size="xs" c="orange.7" fw={500} w="fit-content" tabIndex={0}>
                        {t('users.pending')}
                      </Text>
                    </Tooltip>
                  )}
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm" ff="monospace">
                {user.username}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="md">
              <Text size="sm">{user.email}</Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <RoleBadge role={user.permissionFlags} />
            </Table.Td>
            <Table.Td>
              <Menu position="bottom-end" withinPortal shadow="md" width={200}>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('users.rowActions', { name })}>
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component={Link} to={profilePath(user.uuid)} leftSection={<IconUser size={16} />}>
                    {t('users.openProfile')}
                  </Menu.Item>
                  {manageable && (
                    <>
                      <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(user)}>
                        {t('users.edit')}
                      </Menu.Item>
                      <Menu.Divider />
                      <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(user)}>
                        {t('users.delete')}
                      </Menu.Item>
                    </>
                  )}
                </Menu.Dropdown>
              </Menu>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
