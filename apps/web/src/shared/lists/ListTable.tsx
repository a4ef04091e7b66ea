import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
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
 */
export function ListTable({ testId, head, children, minWidth = 300, highlightOnHover = true }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table highlightOnHover={highlightOnHover} verticalSpacing="sm" horizontalSpacing="md" data-testid={testId}>
        <Table.Thead className={classes.head}>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
