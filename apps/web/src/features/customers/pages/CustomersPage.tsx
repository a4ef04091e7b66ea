import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { Alert, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconAddressBook, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../shared/lists/ListCard';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { UsersTableSkeleton } from '../../users/components/UsersTableSkeleton';
import { useCustomerList } from '../api';
import { CustomerDrawer } from '../components/CustomerDrawer';
import { CustomersTable } from '../components/CustomersTable';
import { useCustomerListParams, type CustomerSort } from '../hooks/useCustomerListParams';

/** /customers: the shop's customers, searched, sorted and paged by the server. */
export function CustomersPage() {
  const { t } = useTranslation();
  const { query, update } = useCustomerListParams();
  const list = useCustomerList(query);

  const [search, setSearch] = useState(query.q ?? '');
  // A new search term starts again from page 1; typing only asks the server once it pauses.
  const applySearch = useDebouncedCallback((value: string) => update({ q: value.trim(), page: 1 }), SEARCH_DEBOUNCE_MS);
  const changeSearch = (value: string) => {
    setSearch(value);
    applySearch(value);
  };
  const [adding, setAdding] = useState(false);

  const sortBy = (column: CustomerSort) =>
    update({ sort: column, order: query.sort === column && query.order === 'asc' ? 'desc' : 'asc', page: 1 });

  const data = list.data;
  const changePage = useCallback((page: number) => update({ page }), [update]);

  const openAdd = () => setAdding(true);

  let body;
  if (list.isPending) {
    body = <UsersTableSkeleton />;
  } else if (list.isError && !data) {
    body = (
      <Alert color="red" variant="light" m="md" icon={<IconAlertTriangle size={20} />} title={t('customers.loadError.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('customers.loadError.body')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (data && data.items.length === 0) {
    body = query.q ? (
      <EmptyState py={48} icon={<IconSearch size={28} />} withIndicatorBackground title={t('customers.noResults.title')} description={t('customers.noResults.body', { q: query.q })} />
    ) : (
      <EmptyState py={48} icon={<IconAddressBook size={28} />} variant="light" title={t('customers.empty.title')} description={t('customers.empty.body')}>
        <EmptyState.Actions>
          <Button leftSection={<IconUserPlus size={18} />} onClick={openAdd}>
            {t('customers.addFirst')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else if (data) {
    body = <CustomersTable customers={data.items} sort={query.sort} order={query.order} onSort={sortBy} />;
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeader title={t('customers.title')} description={t('customers.description')} mb={0} />
        <Button leftSection={<IconUserPlus size={18} />} onClick={openAdd}>
          {t('customers.add')}
        </Button>
      </Group>

      <ListCard texts="customers" search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        {body}
      </ListCard>

      <CustomerDrawer opened={adding} customer={null} onClose={() => setAdding(false)} />
    </Stack>
  );
}
