import { IconCar, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ListBody } from '../../../shared/lists/ListBody';
import { ListCard } from '../../../shared/lists/ListCard';
import { ListPageLayout } from '../../../shared/lists/ListPageLayout';
import { useListSearch } from '../../../shared/lists/useListSearch';
import { useMechList } from '../api';
import { useCreateFlag } from '../../../shared/routing/useCreateFlag';
import { VehicleDrawerOnDemand as VehicleDrawer } from '../components/VehicleDrawerOnDemand';
import { VehiclesTable } from '../components/VehiclesTable';
import { VehiclesTableSkeleton } from '../components/VehiclesTableSkeleton';
import { useVehicleListParams } from '../hooks/useVehicleListParams';

/** /mechs (workshop §2): the shop's vehicles, newest first, searched and paged by the server. */
export function VehiclesPage() {
  const { t } = useTranslation();
  const { query, update, changePage } = useVehicleListParams();
  const list = useMechList({ page: query.page, pageSize: query.pageSize, q: query.q });
  const { search, changeSearch } = useListSearch(query.q, update);
  const [adding, setAdding] = useState(false);
  const add = { label: t('vehicles.add'), icon: IconPlus, onClick: () => setAdding(true), preload: () => void VehicleDrawer.preload() };
  // '?new=1' (the command palette's 'Nouveau véhicule') opens the form.
  useCreateFlag(() => setAdding(true));
  const data = list.data;

  return (
    <ListPageLayout title={t('vehicles.title')} description={t('vehicles.description')} action={add}>
      <ListCard texts="vehicles" search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        <ListBody
          list={list}
          isEmpty={data?.items.length === 0}
          filtered={!!query.q}
          // §2 shows 'loading...' while the list is empty: rows shaped like the real ones instead.
          skeleton={<VehiclesTableSkeleton />}
          loadError={{ title: t('vehicles.loadError.title'), body: t('vehicles.loadError.body') }}
          noResults={{ title: t('vehicles.noResults.title'), description: t('vehicles.noResults.body', { q: query.q }) }}
          empty={{ icon: IconCar, title: t('vehicles.empty.title'), description: t('vehicles.empty.body'), action: add }}
        >
          {() => data && <VehiclesTable vehicles={data.items} />}
        </ListBody>
      </ListCard>

      <VehicleDrawer opened={adding} onClose={() => setAdding(false)} />
    </ListPageLayout>
  );
}
