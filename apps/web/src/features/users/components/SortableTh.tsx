import { Group, Table, UnstyledButton, type TableThProps } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './UsersTable.module.css';

interface SortableThProps extends TableThProps {
  label: string;
  /** The column's sort direction, or null when the list is sorted on another column. */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
}

/** Column header that sorts the list on the server; announces the current order (aria-sort). */
export function SortableTh({ label, direction, onSort, ...props }: SortableThProps) {
  const { t } = useTranslation();
  const Icon = direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'} {...props}>
      <UnstyledButton onClick={onSort} className={classes.sort} title={t('users.sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={15} stroke={1.8} className={direction ? classes.sortActive : classes.sortIdle} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
