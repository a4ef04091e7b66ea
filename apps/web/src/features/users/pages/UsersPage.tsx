import type { User } from '@atelier/contracts';
import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { Alert, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/useCan';
import { useSession } from '../../../shared/session/useSession';
import { ListCard } from '../../../shared/lists/ListCard';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useUserList } from '../api';
import { DeleteUserModal } from '../components/DeleteUserModal';
import { UserDrawer } from '../components/UserDrawer';
import { UsersTable } from '../components/UsersTable';
import { UsersTableSkeleton } from '../components/UsersTableSkeleton';
import { useUserListParams, type UserSort } from '../hooks/useUserListParams';

/** /settings/users and /users (shell spec §2): the shop's users, searched, sorted and paged by the server. */
export function UsersPage() {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const canManage = useCan('users:manage');
  const { query, update } = useUserListParams();
  const list = useUserList(query);

  const [search, setSearch] = useState(query.q ?? '');
  // A new search term starts again from page 1; typing only asks the server once it pauses.
  const applySearch = useDebouncedCallback((value: string) => update({ q: value.trim(), page: 1 }), SEARCH_DEBOUNCE_MS);
  const changeSearch = (value: string) => {
    setSearch(value);
    applySearch(value);
  };

  const [drawer, setDrawer] = useState<{ opened: boolean; user: User | null }>({ opened: false, user: null });
  const [toDelete, setToDelete] = useState<User | null>(null);

  const sortBy = (column: UserSort) =>
    update({ sort: column, order: query.sort === column && query.order === 'asc' ? 'desc' : 'asc', page: 1 });

  const data = list.data;
  const changePage = useCallback((page: number) => update({ page }), [update]);

  if (!me) return null;
  const openAdd = () => setDrawer({ opened: true, user: null });

  let body;
  if (list.isPending) {
    body = <UsersTableSkeleton />;
  } else if (list.isError && !data) {
    body = (
      <Alert color="red" variant="light" m="md" icon={<IconAlertTriangle size={20} />} title={t('users.loadError.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('users.loadError.body')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (data && data.items.length === 0) {
    body = query.q ? (
      <EmptyState py={48} icon={<IconSearch size={28} />} withIndicatorBackground title={t('users.noResults.title')} description={t('users.noResults.body', { q: query.q })} />
    ) : (
      <EmptyState py={48} icon={<IconUsers size={28} />} variant="light" title={t('users.empty.title')} description={t('users.empty.body')}>
        {canManage && (
          <EmptyState.Actions>
            <Button leftSection={<IconUserPlus size={18} />} onClick={openAdd}>
              {t('users.add')}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  } else if (data) {
    body = (
      <UsersTable
        users={data.items}
        me={me}
        sort={query.sort}
        order={query.order}
        onSort={sortBy}
        onEdit={(user) => setDrawer({ opened: true, user })}
        onDelete={setToDelete}
      />
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeader title={t('users.title')} description={t('users.description')} mb={0} />
        {canManage && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={openAdd}>
            {t('users.add')}
          </Button>
        )}
      </Group>

      <ListCard texts="users" search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        {body}
      </ListCard>

      <UserDrawer opened={drawer.opened} user={drawer.user} onClose={() => setDrawer((current) => ({ ...current, opened: false }))} />
      <DeleteUserModal user={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
