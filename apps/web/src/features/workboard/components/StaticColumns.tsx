import type { BoardLayerProps } from './boardLayer';
import { BoardColumn } from './BoardColumn';

/** The columns before the drag layer is loaded: the same cards, opened by click, moved by their menu. */
export function StaticColumns({ statuses, columns, renderCard, onShowMore }: BoardLayerProps) {
  return (
    <>
      {statuses.map((status) => {
        const column = columns.get(status.id);
        const items = column?.items ?? [];
        return (
          <BoardColumn
            key={status.id}
            status={status}
            total={column?.total ?? 0}
            capped={column?.capped}
            shown={items.length}
            hidden={column?.hidden}
            onShowMore={onShowMore}
          >
            {items.map((worksheet) => renderCard(worksheet))}
          </BoardColumn>
        );
      })}
    </>
  );
}
