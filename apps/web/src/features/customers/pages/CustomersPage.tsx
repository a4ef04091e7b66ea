import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { Alert, Button, Card, CloseButton, EmptyState, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconAddressBook, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the end (after deletions, or an old link) falls back to the last one.
  useEffect(() => {
    if (data && query.page > pages) update({ page: pages });
  }, [data, pages, query.page, update]);

  const openAdd = () => setAdding(true);
  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.total, data.page * data.pageSize) : 0;

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

      <Card padding={0}>
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <TextInput
            aria-label={t('customers.search.label')}
            placeholder={t('customers.search.placeholder')}
            leftSection={<IconSearch size={16} />}
            rightSection={search ? <CloseButton size="sm" aria-label={t('customers.search.clear')} onClick={() => changeSearch('')} /> : null}
            value={search}
            onChange={(event) => changeSearch(event.currentTarget.value)}
            type="search"
            w={{ base: '100%', sm: 360 }}
          />
          {data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('customers.count', { count: data.total })}
            </Text>
          )}
        </Group>
        <Card.Section withBorder inheritPadding={false}>
          {body}
        </Card.Section>
        {data && data.total > data.pageSize && (
          <Group justify="space-between" p="md" gap="sm">
            <Text size="sm" c="dimmed">
              {t('customers.range', { from, to, total: data.total })}
            </Text>
            <Pagination total={pages} value={query.page} onChange={(page) => update({ page })} size="sm" aria-label={t('customers.pagination')} />
          </Group>
        )}
      </Card>

      <CustomerDrawer opened={adding} customer={null} onClose={() => setAdding(false)} />
    </Stack>
  );
}
