import type { TableThProps } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { SortableTh, type Sorting } from './SortableTh';

/** One sortable column: its sort key, and where it shows (`visibleFrom`, width) like any header cell. */
export interface SortableColumn<S extends string> extends Omit<TableThProps, 'children'> {
  column: S;
  /** The label's text key when it is not `${texts}.${column}`. */
  labelKey?: string;
}

interface SortableHeadsProps<S extends string> {
  columns: readonly SortableColumn<S>[];
  /** Where the labels are: `${texts}.${column}`. */
  texts: string;
  sorting: Sorting<S>;
}

/** The sortable header cells of a server-sorted list, in order. */
export function SortableHeads<S extends string>({ columns, texts, sorting }: SortableHeadsProps<S>) {
  const { t } = useTranslation();
  return columns.map(({ column, labelKey, ...props }) => (
    <SortableTh key={column} column={column} label={t(labelKey ?? `${texts}.${column}`)} sorting={sorting} {...props} />
  ));
}
