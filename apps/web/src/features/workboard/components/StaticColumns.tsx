import type { BoardLayerProps } from './boardLayer';
import { columnProps } from './columnProps';
import { BoardColumn } from './BoardColumn';

/** The columns before the drag layer is loaded: the same cards, opened by click, moved by their menu. */
export function StaticColumns({ statuses, columns, renderCard, onShowMore }: BoardLayerProps) {
  return (
    <>
      {statuses.map((status) => {
        const column = columns.get(status.id);
        return (
          <BoardColumn key={status.id} {...columnProps(status, column, onShowMore)}>
            {column?.items.map((worksheet) => renderCard(worksheet))}
          </BoardColumn>
        );
      })}
    </>
  );
}
