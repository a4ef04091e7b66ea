import { IconAddressBook, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ListBody } from '../../../shared/lists/ListBody';
import { ListCard } from '../../../shared/lists/ListCard';
import { ListPageLayout } from '../../../shared/lists/ListPageLayout';
import { useListSearch } from '../../../shared/lists/useListSearch';
import { useCreateFlag } from '../../../shared/routing/useCreateFlag';
import { customerListQuery, useCustomerList } from '../api';
import { CustomerDrawerOnDemand as CustomerDrawer } from '../components/CustomerDrawerOnDemand';
import { CustomersTable } from '../components/CustomersTable';
import { customerListQueryOf, useCustomerListParams } from '../hooks/useCustomerListParams';
import type { PagePrefetch } from '../../../shared/manifest/FeatureManifest';

/** /customers: the shop's customers, searched, sorted and paged by the server. */
export function CustomersPage() {
  const { t } = useTranslation();
  const { query, update, changePage, sorting } = useCustomerListParams();
  const list = useCustomerList(query);
  const { search, changeSearch } = useListSearch(query.q, update);
  const [adding, setAdding] = useState(false);
  const openAdd = () => setAdding(true);
  // '?new=1' (the command palette's 'Nouveau client') opens the form.
  useCreateFlag(openAdd);
  const data = list.data;

  return (
    <ListPageLayout
      title={t('customers.title')}
      description={t('customers.description')}
      action={{ label: t('customers.add'), icon: IconUserPlus, onClick: openAdd, preload: () => void CustomerDrawer.preload() }}
    >
      <ListCard texts="customers" search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        <ListBody
          list={list}
          isEmpty={data?.items.length === 0}
          filtered={!!query.q}
          loadError={{ title: t('customers.loadError.title'), body: t('customers.loadError.body') }}
          noResults={{ title: t('customers.noResults.title'), description: t('customers.noResults.body', { q: query.q }) }}
          empty={{
            icon: IconAddressBook,
            title: t('customers.empty.title'),
            description: t('customers.empty.body'),
            action: { label: t('customers.addFirst'), icon: IconUserPlus, onClick: openAdd },
          }}
        >
          {() => data && <CustomersTable customers={data.items} sorting={sorting} />}
        </ListBody>
      </ListCard>

      <CustomerDrawer opened={adding} customer={null} onClose={() => setAdding(false)} />
    </ListPageLayout>
  );
}

/** Opened by its address, the list's page leaves with the page's code (preloadCurrentRoute): drawn once, with its rows. */
CustomersPage.prefetch = ((_params, client, search = new URLSearchParams()) =>
  void client.prefetchQuery(customerListQuery(customerListQueryOf(search)))) satisfies PagePrefetch;
