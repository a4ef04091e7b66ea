import { Table } from '@mantine/core';
import { Children, type ReactNode } from 'react';
import { useProgressiveCount } from '../hooks/useProgressiveCount';
import classes from './ListTable.module.css';

interface ListTableProps {
  /** The table's data-testid. */
  testId: string;
  /** The header cells (Table.Th, SortableTh); columns hidden on a phone use visibleFrom. */
  head: ReactNode;
  /** The rows (Table.Tr, with listTableClasses.row when a row opens something). */
  children: ReactNode;
  minWidth?: number;
  highlightOnHover?: boolean;
}

/**
 * A list's table: shaded header, one row per item. On a phone the columns marked visibleFrom
 * disappear and the rows show their content under the first cell; wider, it scrolls rather than squeezes.
 * On a phone the rows past a screenful are drawn in the following tasks (useProgressiveCount): a
 * page of 25 rows of badges and links committed at once was the list's longest task there. Wider,
 * all at once: twelve rows do not fill a desktop's window, so the rest would push the pagination
 * in view (layout shift), and a desktop's CPU draws them in a short task anyway.
 */
export function ListTable({ testId, head, children, minWidth = 300, highlightOnHover = true }: ListTableProps) {
  const rows = Children.toArray(children);
  const shown = useProgressiveCount(rows.length, { phoneOnly: true });
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table highlightOnHover={highlightOnHover} verticalSpacing="sm" horizontalSpacing="md" data-testid={testId}>
        <Table.Thead className={classes.head}>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows.slice(0, shown)}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
