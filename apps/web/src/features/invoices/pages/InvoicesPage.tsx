import { useHotkeys } from '@mantine/hooks';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { ListBody } from '../../../shared/lists/ListBody';
import { ListCard } from '../../../shared/lists/ListCard';
import { ListPageLayout } from '../../../shared/lists/ListPageLayout';
import { useListSearch } from '../../../shared/lists/useListSearch';
import { useGate } from '../../../shared/plan/useGate';
import { useInvoices } from '../api';
import { InvoiceFilters } from '../components/InvoiceFilters';
import { InvoiceListSums } from '../components/InvoiceListSums';
import { InvoicesTable } from '../components/InvoicesTable';
import { NewInvoiceModal } from '../components/NewInvoiceModal';
import { hasFilters, rangeInverted } from '../hooks/invoiceListFilters';
import { useInvoiceListParams } from '../hooks/useInvoiceListParams';
import { useCreateFlag } from '../../../shared/routing/useCreateFlag';

/** /invoices: the shop's invoices and credit notes, newest first, filtered, searched and paged by the server, with the filter's sums. */
export function InvoicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('invoices.title'));
  const { query, update, changePage, filters, setFilters, apiParams } = useInvoiceListParams();
  // A range ending before it starts is not asked: the field says why.
  const list = useInvoices(apiParams, !rangeInverted(filters));
  const { search, changeSearch } = useListSearch(query.q, update);
  const [adding, setAdding] = useState(false);
  // Without invoicing in the plan (issue 16) the button, the empty state's and 'n' open the upgrade prompt.
  const openAdd = useGate('invoicing').guard(() => setAdding(true));
  // '?new=1' (the command palette's 'Nouvelle facture') opens the form, or the upgrade prompt.
  useCreateFlag(openAdd);
  // 'n' opens a new counter sale from the list (not while typing in a field).
  useHotkeys([['n', openAdd]]);

  const data = list.data;
  const filtered = !!query.q || hasFilters(filters);

  return (
    <ListPageLayout
      title={t('invoices.title')}
      description={t('invoices.description')}
      action={{ label: t('invoices.add'), icon: IconPlus, onClick: openAdd, keyShortcuts: 'n', feature: 'invoicing' }}
      maw={1200}
    >
      <ListCard texts="invoices" search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        <InvoiceFilters filters={filters} onChange={setFilters} />
        <ListBody
          list={list}
          isEmpty={data?.items.length === 0}
          filtered={filtered}
          loadError={{ title: t('invoices.loadError.title'), body: t('invoices.loadError.body') }}
          noResults={{
            title: t('invoices.noResults.title'),
            description: query.q ? t('invoices.noResults.body', { q: query.q }) : t('invoices.noResults.filters'),
          }}
          empty={{
            icon: IconFileInvoice,
            title: t('invoices.empty.title'),
            description: t('invoices.empty.body'),
            action: { label: t('invoices.add'), icon: IconPlus, onClick: openAdd, feature: 'invoicing' },
          }}
        >
          {() =>
            data && (
              <>
                <InvoicesTable invoices={data.items} />
                <InvoiceListSums sums={data.sums} />
              </>
            )
          }
        </ListBody>
      </ListCard>
      <NewInvoiceModal opened={adding} onClose={() => setAdding(false)} />
    </ListPageLayout>
  );
}
