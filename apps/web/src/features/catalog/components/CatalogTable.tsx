import type { CatalogItem, CatalogSort } from '@atelier/contracts/catalog';
import { ActionIcon, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { clickedOwnControl } from '../../../shared/lists/clickedOwnControl';
import { ListTable } from '../../../shared/lists/ListTable';
import { listTableClasses as classes } from '../../../shared/lists/listTableClasses';
import { SortableHeads, type SortableColumn } from '../../../shared/lists/SortableHeads';
import type { Sorting } from '../../../shared/lists/SortableTh';
import { useMoneyFormatter } from '../../accounts';

interface CatalogTableProps {
  items: CatalogItem[];
  sorting: Sorting<CatalogSort>;
  /** Given to managers only: without them the list is read-only. */
  onEdit?: (item: CatalogItem) => void;
  onDelete?: (item: CatalogItem) => void;
}

const CATALOG_COLUMNS: readonly SortableColumn<CatalogSort>[] = [{ column: 'name' }, { column: 'code', visibleFrom: 'sm', w: 140 }, { column: 'price', w: 120 }];

/** The shop's services or products; a manager opens a row to edit it. */
export function CatalogTable({ items, sorting, onEdit, onDelete }: CatalogTableProps) {
  const { t } = useTranslation();
  const money = useMoneyFormatter();
  // A click on the row's own buttons must not open the drawer as well; the keyboard uses those buttons.
  const openRow = (event: MouseEvent, item: CatalogItem) => {
    if (clickedOwnControl(event)) return;
    onEdit?.(item);
  };
  const price = (item: CatalogItem) =>
    item.price === null ? (
      <Tooltip label={t('catalog.hourlyRateTooltip')} withArrow multiline maw={260}>
        <Text size="sm" c="dimmed" fs="italic" style={{ whiteSpace: 'nowrap' }}>
          {t('catalog.hourlyRate')}
        </Text>
      </Tooltip>
    ) : (
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {money.format(item.price)}
      </Text>
    );

  return (
    <ListTable
      testId="catalog-table"
      highlightOnHover={!!onEdit}
      head={
        <>
          <SortableHeads columns={CATALOG_COLUMNS} texts="catalog.column" sorting={sorting} />
          {onEdit && (
            <Table.Th w={96} visibleFrom="sm">
              <VisuallyHidden>{t('catalog.column.actions')}</VisuallyHidden>
            </Table.Th>
          )}
        </>
      }
    >
      {items.map((item) => (
        <Table.Tr key={item.id} className={onEdit ? classes.row : undefined} onClick={onEdit ? (event) => openRow(event, item) : undefined} data-testid="catalog-row">
          <Table.Td>
            <Stack gap={2} miw={0}>
              <Text size="sm" fw={600} truncate>
                {item.name}
              </Text>
              {/* On a phone the code column is hidden: the code sits under the name. */}
              {item.code && (
                <Text size="xs" c="dimmed" ff="monospace" hiddenFrom="sm">
                  {item.code}
                </Text>
              )}
              {item.description && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {item.description}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td visibleFrom="sm">
            <Text size="sm" ff="monospace" c={item.code ? undefined : 'dimmed'}>
              {item.code ?? '—'}
            </Text>
          </Table.Td>
          <Table.Td>{price(item)}</Table.Td>
          {/* On a phone a tap on the row edits; delete is in the drawer. */}
          {onEdit && (
            <Table.Td visibleFrom="sm">
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <Tooltip label={t('catalog.edit')} withArrow>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('catalog.editItem', { name: item.name })} onClick={() => onEdit(item)}>
                    <IconPencil size={18} stroke={1.7} />
                  </ActionIcon>
                </Tooltip>
                {onDelete && (
                  <Tooltip label={t('catalog.delete')} withArrow>
                    <ActionIcon variant="subtle" color="red" aria-label={t('catalog.deleteItem', { name: item.name })} onClick={() => onDelete(item)}>
                      <IconTrash size={18} stroke={1.7} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
