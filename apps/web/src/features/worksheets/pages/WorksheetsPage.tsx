import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { Alert, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback, useHotkeys } from '@mantine/hooks';
import { IconAlertTriangle, IconClipboardList, IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../shared/lists/ListCard';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { UsersTableSkeleton } from '../../users/components/UsersTableSkeleton';
import { useWorksheetList } from '../api';
import { CreateWorksheetModal } from '../components/CreateWorksheetModal';
import { WorksheetFilters } from '../components/WorksheetFilters';
import { WorksheetsTable } from '../components/WorksheetsTable';
import { useWorksheetListParams } from '../hooks/useWorksheetListParams';

/** /worksheets: the shop's work orders, newest first, filtered, searched and paged by the server. */
export function WorksheetsPage() {
  const { t } = useTranslation();
  const { query, update, filters, setFilters, apiParams } = useWorksheetListParams();
  const list = useWorksheetList(apiParams);

  const [search, setSearch] = useState(query.q ?? '');
  // A new search term starts again from page 1; typing only asks the server once it pauses.
  const applySearch = useDebouncedCallback((value: string) => update({ q: value.trim(), page: 1 }), SEARCH_DEBOUNCE_MS);
  const changeSearch = (value: string) => {
    setSearch(value);
    applySearch(value);
  };
  const [adding, setAdding] = useState(false);
  const openAdd = () => setAdding(true);
  // 'n' opens a new work order from the list (not while typing in a field).
  useHotkeys([['n', openAdd]]);

  const data = list.data;
  const changePage = useCallback((page: number) => update({ page }), [update]);
  const filtered = !!(query.q || filters.group || filters.statusId || filters.technicianUuid || filters.customerUuid);

  let body;
  if (list.isPending) {
    body = <UsersTableSkeleton />;
  } else if (list.isError && !data) {
    body = (
      <Alert color="red" variant="light" m="md" icon={<IconAlertTriangle size={20} />} title={t('worksheets.loadError.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('worksheets.loadError.body')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (data && data.list.length === 0) {
    body = filtered ? (
      <EmptyState
        py={48}
        icon={<IconSearch size={28} />}
        withIndicatorBackground
        title={t('worksheets.noResults.title')}
        description={query.q ? t('worksheets.noResults.body', { q: query.q }) : t('worksheets.noResults.filters')}
      />
    ) : (
      <EmptyState py={48} icon={<IconClipboardList size={28} />} variant="light" title={t('worksheets.empty.title')} description={t('worksheets.empty.body')}>
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={18} />} onClick={openAdd}>
            {t('worksheets.addFirst')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else if (data) {
    body = <WorksheetsTable worksheets={data.list} />;
  }

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeader title={t('worksheets.title')} description={t('worksheets.description')} mb={0} />
        <Button leftSection={<IconPlus size={18} />} onClick={openAdd} aria-keyshortcuts="n">
          {t('worksheets.add')}
        </Button>
      </Group>

      <ListCard texts="worksheets" search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        <WorksheetFilters filters={filters} onChange={setFilters} />
        {body}
      </ListCard>

      <CreateWorksheetModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
