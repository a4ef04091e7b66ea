import type { User } from '@atelier/contracts';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCan } from '../../../shared/permissions/useCan';
import { useSession } from '../../../shared/session/useSession';
import { ListBody } from '../../../shared/lists/ListBody';
import { ListCard } from '../../../shared/lists/ListCard';
import { ListPageLayout } from '../../../shared/lists/ListPageLayout';
import { useListSearch } from '../../../shared/lists/useListSearch';
import { useUserList } from '../api';
import { DeleteUserModal } from '../components/DeleteUserModal';
import { UserDrawer } from '../components/UserDrawer';
import { UsersTable } from '../components/UsersTable';
import { useUserListParams } from '../hooks/useUserListParams';

/** /settings/users and /users (shell spec §2): the shop's users, searched, sorted and paged by the server. */
export function UsersPage() {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const canManage = useCan('users:manage');
  const { query, update, changePage, sorting } = useUserListParams();
  const list = useUserList(query);
  const { search, changeSearch } = useListSearch(query.q, update);

  const [drawer, setDrawer] = useState<{ opened: boolean; user: User | null }>({ opened: false, user: null });
  const [toDelete, setToDelete] = useState<User | null>(null);
  const data = list.data;

  if (!me) return null;
  const add = canManage ? { label: t('users.add'), icon: IconUserPlus, onClick: () => setDrawer({ opened: true, user: null }) } : null;

  return (
    <ListPageLayout title={t('users.title')} description={t('users.description')} action={add}>
      <ListCard texts="users" search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        <ListBody
          list={list}
          isEmpty={data?.items.length === 0}
          filtered={!!query.q}
          loadError={{ title: t('users.loadError.title'), body: t('users.loadError.body') }}
          noResults={{ title: t('users.noResults.title'), description: t('users.noResults.body', { q: query.q }) }}
          empty={{ icon: IconUsers, title: t('users.empty.title'), description: t('users.empty.body'), action: add }}
        >
          {() => data && <UsersTable users={data.items} me={me} sorting={sorting} onEdit={(user) => setDrawer({ opened: true, user })} onDelete={setToDelete} />}
        </ListBody>
      </ListCard>

      <UserDrawer opened={drawer.opened} user={drawer.user} onClose={() => setDrawer((current) => ({ ...current, opened: false }))} />
      <DeleteUserModal user={toDelete} onClose={() => setToDelete(null)} />
    </ListPageLayout>
  );
}
