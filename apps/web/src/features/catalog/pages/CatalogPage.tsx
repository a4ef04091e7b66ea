import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import type { CatalogItem, CatalogKind, CatalogSort } from '@atelier/contracts/catalog';
import { Alert, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconPackage, IconPlus, IconSearch, IconTool } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../shared/lists/ListCard';
import { useCan } from '../../../shared/permissions/useCan';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { UsersTableSkeleton } from '../../users/components/UsersTableSkeleton';
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
  const { query, update } = useCatalogListParams();
  const list = useCatalogList(kind, query);

  const [search, setSearch] = useState(query.q ?? '');
  const [applied, setApplied] = useState(query.q ?? '');
  // A new search term starts again from page 1; typing only asks the server once it pauses.
  const applySearch = useDebouncedCallback((value: string) => {
    setApplied(value.trim());
    update({ q: value.trim(), page: 1 });
  }, SEARCH_DEBOUNCE_MS);
  // The address changed on its own (back button, a link): the box follows it.
  if ((query.q ?? '') !== applied) {
    setApplied(query.q ?? '');
    setSearch(query.q ?? '');
  }
  const changeSearch = (value: string) => {
    setSearch(value);
    applySearch(value);
  };
  // The item stays while the drawer slides out, so its title does not flip to "Add".
  const [drawer, setDrawer] = useState<{ opened: boolean; item: CatalogItem | null }>({ opened: false, item: null });
  const [deleting, setDeleting] = useState<CatalogItem | null>(null);

  const sortBy = (column: CatalogSort) => update({ sort: column, order: query.sort === column && query.order === 'asc' ? 'desc' : 'asc', page: 1 });
  const changePage = useCallback((page: number) => update({ page }), [update]);
  const openAdd = () => setDrawer({ opened: true, item: null });
  const closeDrawer = () => setDrawer((current) => ({ ...current, opened: false }));
  const KindIcon = kind === 'SERVICE' ? IconTool : IconPackage;

  const data = list.data;
  let body;
  if (list.isPending) {
    body = <UsersTableSkeleton />;
  } else if (list.isError && !data) {
    body = (
      <Alert color="red" variant="light" m="md" icon={<IconAlertTriangle size={20} />} title={t(`${texts}.loadError`)}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('catalog.loadErrorBody')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (data && data.list.length === 0) {
    body = query.q ? (
      <EmptyState py={48} icon={<IconSearch size={28} />} withIndicatorBackground title={t('catalog.noResults')} description={t(`${texts}.noResults`, { q: query.q })} />
    ) : (
      <EmptyState py={48} icon={<KindIcon size={28} />} variant="light" title={t(`${texts}.empty.title`)} description={t(`${texts}.empty.body`)}>
        {canManage && (
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={18} />} onClick={openAdd}>
              {t(`${texts}.addFirst`)}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  } else if (data) {
    body = (
      <CatalogTable
        items={data.list}
        sort={query.sort}
        order={query.order}
        onSort={sortBy}
        onEdit={canManage ? (item) => setDrawer({ opened: true, item }) : undefined}
        onDelete={canManage ? setDeleting : undefined}
      />
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeader title={t(`${texts}.title`)} description={t(`${texts}.description`)} mb={0} />
        {canManage && (
          <Button leftSection={<IconPlus size={18} />} onClick={openAdd}>
            {t('catalog.add')}
          </Button>
        )}
      </Group>

      <ListCard texts={texts} search={search} onSearch={changeSearch} data={data} page={query.page} onPage={changePage}>
        {body}
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
    </Stack>
  );
}
