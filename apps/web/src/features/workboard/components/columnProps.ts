import type { Status } from '@atelier/contracts/statuses';
import type { VisibleColumn } from '../boardPaging';
import type { BoardColumnProps } from './BoardColumn';

/** A column's header figures from its loaded cards, the same with or without the drag layer. */
export function columnProps(
  status: Status,
  column: VisibleColumn | undefined,
  onShowMore: (statusId: number) => void,
): Omit<BoardColumnProps, 'children' | 'dropRef' | 'isOver'> {
  return { status, total: column?.total ?? 0, capped: column?.capped, shown: column?.items.length ?? 0, hidden: column?.hidden, onShowMore };
}
