import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { Alert, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconCar, IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../shared/lists/ListCard';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useMechList } from '../api';
import { VehicleDrawer } from '../components/VehicleDrawer';
import { VehiclesTable } from '../components/VehiclesTable';
import { VehiclesTableSkeleton } from '../components/VehiclesTableSkeleton';
import { useVehicleListParams } from '../hooks/useVehicleListParams';

/** /mechs (workshop §2): the shop's vehicles, newest first, searched and paged by the server. */
export function VehiclesPage() {
  const { t } = useTranslation();
  const { query, update } = useVehicleListParams();
  const list = useMechList({ page: query.page, pageSize: query.pageSize, q: query.q });

  const [search, setSearch] = useState(query.q ?? '');
  // A new search term starts again from page 1; typing only asks the server once it pauses.
  const applySearch = useDebouncedCallback((value: string) => update({ q: value.trim(), page: 1 }), SEARCH_DEBOUNCE_MS);
  const changeSearch = (value: string) => {
    setSearch(value);
    applySearch(value);
  };
  const [adding, setAdding] = useState(false);
  const changePage = useCallback((page: number) => update({ page }), [update]);
  const openAdd = () => setAdding(true);
  const data = list.data;

  let body;
  if (list.isPending) {
    // §2 shows 'loading...' while the list is empty: rows shaped like the real ones instead.
    body = <VehiclesTableSkeleton />;
  } else if (list.isError && !data) {
    body = (
      <Alert color="red" variant="light" m="md" icon={<IconAlertTriangle size={20} />} title={t('vehicles.loadError.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('vehicles.loadError.body')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (data && data.items.length === 0) {
    body = query.q ? (
      <EmptyState py={48} icon={<IconSearch size={28} />} withIndicatorBackground title={t('vehicles.noResults.title')} description={t('vehicles.noResults.body', { q: query.q })} />
    ) : (
      <EmptyState py={48} icon={<IconCar size={28} />} variant="light" title={t('vehicles.empty.title')} description={t('vehicles.empty.body')}>
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={18} />} onClick={openAdd}>
            {t('vehicles.add')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else if (data) {
    body = <VehiclesTable vehicles={data.items} />;
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeader title={t('vehicles.title')} description={t('vehicles.description')} mb={0} />
        <Button leftSection={<IconPlus size={18} />} onClick={openAdd}>
          {t('vehicles.add')}
        </Button>
      </Group>

      <ListCard texts="vehicles" search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        {body}
      </ListCard>

      <VehicleDrawer opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
