import { Group, Table, UnstyledButton, type TableThProps } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/useTranslation';
import classes from './ListTable.module.css';

/** How a server-side list is sorted, and how to sort it on another column (useListParams gives it). */
export interface Sorting<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
  onSort: (column: S) => void;
}

interface SortableThProps<S extends string> extends TableThProps {
  column: S;
  label: string;
  sorting: Sorting<S>;
}

/** Column header that sorts the list on the server; announces the current order (aria-sort). */
export function SortableTh<S extends string>({ column, label, sorting, ...props }: SortableThProps<S>) {
  const { t } = useTranslation();
  // The column's sort direction, or null when the list is sorted on another column.
  const direction = sorting.sort === column ? sorting.order : null;
  const Icon = direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'} {...props}>
      <UnstyledButton onClick={() => sorting.onSort(column)} className={classes.sort} title={t('common.sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={15} stroke={1.8} className={direction ? classes.sortActive : classes.sortIdle} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
