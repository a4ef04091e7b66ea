import type { CatalogItem, CatalogKind } from '@atelier/contracts/catalog';
import { IconPackage, IconPlus, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ListBody } from '../../../shared/lists/ListBody';
import { ListCard } from '../../../shared/lists/ListCard';
import { ListPageLayout } from '../../../shared/lists/ListPageLayout';
import { useListSearch } from '../../../shared/lists/useListSearch';
import { useCan } from '../../../shared/permissions/useCan';
import { useCatalogList } from '../api';
import { CATALOG_KIND_PAGES } from '../catalogKinds';
import { CatalogItemDrawer } from '../components/CatalogItemDrawer';
import { CatalogTable } from '../components/CatalogTable';
import { DeleteCatalogItemModal } from '../components/DeleteCatalogItemModal';
import { useCatalogListParams } from '../hooks/useCatalogListParams';

/**
 * /services and /products (workshop §2, §7): the shop's catalogue of one kind, searched, sorted
 * and paged by the server. Only roles with catalog:manage add, edit or delete.
 */
export function CatalogPage({ kind }: { kind: CatalogKind }) {
  const { t } = useTranslation();
  const texts = CATALOG_KIND_PAGES[kind].texts;
  const canManage = useCan('catalog:manage');
  const { query, update, changePage, sorting } = useCatalogListParams();
  const list = useCatalogList(kind, query);
  // The address may change on its own (back button, a link): the box follows it.
  const { search, changeSearch } = useListSearch(query.q, update, { followAddress: true });
  // The item stays while the drawer slides out, so its title does not flip to "Add".
  const [drawer, setDrawer] = useState<{ opened: boolean; item: CatalogItem | null }>({ opened: false, item: null });
  const [deleting, setDeleting] = useState<CatalogItem | null>(null);
  const closeDrawer = () => setDrawer((current) => ({ ...current, opened: false }));
  const openAdd = () => setDrawer({ opened: true, item: null });
  const data = list.data;

  return (
    <ListPageLayout
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      action={canManage ? { label: t('catalog.add'), icon: IconPlus, onClick: openAdd } : null}
    >
      <ListCard texts={texts} search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        <ListBody
          list={list}
          isEmpty={data?.list.length === 0}
          filtered={!!query.q}
          loadError={{ title: t(`${texts}.loadError`), body: t('catalog.loadErrorBody') }}
          noResults={{ title: t('catalog.noResults'), description: t(`${texts}.noResults`, { q: query.q }) }}
          empty={{
            icon: kind === 'SERVICE' ? IconTool : IconPackage,
            title: t(`${texts}.empty.title`),
            description: t(`${texts}.empty.body`),
            action: canManage ? { label: t(`${texts}.addFirst`), icon: IconPlus, onClick: openAdd } : null,
          }}
        >
          {() =>
            data && (
              <CatalogTable
                items={data.list}
                sorting={sorting}
                onEdit={canManage ? (item) => setDrawer({ opened: true, item }) : undefined}
                onDelete={canManage ? setDeleting : undefined}
              />
            )
          }
        </ListBody>
      </ListCard>

      {canManage && (
        <>
          <CatalogItemDrawer
            kind={kind}
            opened={drawer.opened}
            item={drawer.item}
            onClose={closeDrawer}
            onDelete={(item) => {
              closeDrawer();
              setDeleting(item);
            }}
          />
          <DeleteCatalogItemModal kind={kind} item={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </ListPageLayout>
  );
}
