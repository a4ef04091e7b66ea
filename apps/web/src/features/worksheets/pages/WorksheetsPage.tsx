import { useHotkeys } from '@mantine/hooks';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ListBody } from '../../../shared/lists/ListBody';
import { ListCard } from '../../../shared/lists/ListCard';
import { ListPageLayout } from '../../../shared/lists/ListPageLayout';
import { useListSearch } from '../../../shared/lists/useListSearch';
import { useWorksheetList, worksheetListQuery } from '../api';
import { WorksheetFilters } from '../components/WorksheetFilters';
import { WorksheetsTable } from '../components/WorksheetsTable';
import { useWorksheetListParams, worksheetListParamsOf } from '../hooks/useWorksheetListParams';
import type { PagePrefetch } from '../../../shared/manifest/FeatureManifest';
import { statusesQuery } from '../../statuses';
import { techniciansQuery } from '../../../shared/users/technicians';
import { useCreateFlag } from '../../../shared/routing/useCreateFlag';
// The creation form (its validation, the customer and vehicle pickers) is not part of the list's first screen.
import { CreateWorksheetModalOnDemand as CreateWorksheetModal } from '../components/CreateWorksheetModalOnDemand';

/** /worksheets: the shop's work orders, newest first, filtered, searched and paged by the server. */
export function WorksheetsPage() {
  const { t } = useTranslation();
  const { query, update, changePage, filters, setFilters, apiParams } = useWorksheetListParams();
  const list = useWorksheetList(apiParams);
  const { search, changeSearch } = useListSearch(query.q, update);
  const [adding, setAdding] = useState(false);
  const openAdd = () => setAdding(true);
  // 'n' opens a new work order from the list (not while typing in a field).
  useHotkeys([['n', openAdd]]);
  // '?new=1' (the command palette's 'Nouveau bon de travail') too.
  useCreateFlag(openAdd);

  const data = list.data;
  const filtered = !!(query.q || filters.group || filters.statusId || filters.technicianUuid || filters.customerUuid);

  return (
    <ListPageLayout
      title={t('worksheets.title')}
      description={t('worksheets.description')}
      action={{ label: t('worksheets.add'), icon: IconPlus, onClick: openAdd, keyShortcuts: 'n', preload: () => void CreateWorksheetModal.preload() }}
      maw={1200}
    >
      <ListCard texts="worksheets" search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        <WorksheetFilters filters={filters} onChange={setFilters} />
        <ListBody
          list={list}
          isEmpty={data?.list.length === 0}
          filtered={filtered}
          loadError={{ title: t('worksheets.loadError.title'), body: t('worksheets.loadError.body') }}
          noResults={{
            title: t('worksheets.noResults.title'),
            description: query.q ? t('worksheets.noResults.body', { q: query.q }) : t('worksheets.noResults.filters'),
          }}
          empty={{
            icon: IconClipboardList,
            title: t('worksheets.empty.title'),
            description: t('worksheets.empty.body'),
            action: { label: t('worksheets.addFirst'), icon: IconPlus, onClick: openAdd },
          }}
        >
          {() => data && <WorksheetsTable worksheets={data.list} />}
        </ListBody>
      </ListCard>

      <CreateWorksheetModal opened={adding} onClose={() => setAdding(false)} />
    </ListPageLayout>
  );
}

/**
 * Opened by its address, the list's own requests leave with the page's code (preloadCurrentRoute):
 * the page, and its filters' statuses and technicians. The list is then drawn once, with its rows,
 * instead of a skeleton drawn again as each answer lands.
 */
WorksheetsPage.prefetch = ((_params, client, search = new URLSearchParams()) => {
  void client.prefetchQuery(worksheetListQuery(worksheetListParamsOf(search)));
  void client.prefetchQuery(statusesQuery('worksheet'));
  void client.prefetchQuery(techniciansQuery);
}) satisfies PagePrefetch;
