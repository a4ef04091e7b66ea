import type { Status } from '@atelier/contracts/statuses';
import type { Worksheet } from '@atelier/contracts/worksheets';

/** A column as the server sent it: the newest work orders of a status and how many there are. */
export interface BoardColumnData {
  items: Worksheet[];
  total: number;
  /** The server stopped counting at `total` (a long DONE column): shown as '10 000+'. */
  capped?: boolean;
}

/** A drop that the server has not confirmed yet: shown at once, undone if the save fails. */
export interface PendingMove {
  uuid: string;
  from: Status;
  to: Status;
  at: string;
}

export type PendingAction =
  | { type: 'move'; move: PendingMove }
  /** Saved and the columns re-read: the server's columns show it now. */
  | { type: 'settle'; uuid: string }
  /** The save failed: the card goes back where it was. */
  | { type: 'rollback'; uuid: string };

/** The moves in flight, one per card (a second move of the same card replaces the first). */
export function pendingMovesReducer(state: PendingMove[], action: PendingAction): PendingMove[] {
  const others = state.filter((move) => move.uuid !== (action.type === 'move' ? action.move.uuid : action.uuid));
  return action.type === 'move' ? [...others, action.move] : others;
}

/**
 * The columns the board shows: the server's, with every pending move applied — the card leaves
 * its column and comes first in the new one (it has just entered that status), counts follow.
 */
export function applyPendingMoves(columns: Map<number, BoardColumnData>, moves: PendingMove[]): Map<number, BoardColumnData> {
  if (moves.length === 0) return columns;
  const result = new Map<number, BoardColumnData>();
  for (const [id, column] of columns) result.set(id, { items: [...column.items], total: column.total, capped: column.capped });
  for (const move of moves) {
    let card: Worksheet | undefined;
    for (const column of result.values()) {
      const index = column.items.findIndex((item) => item.uuid === move.uuid);
      if (index >= 0) {
        [card] = column.items.splice(index, 1);
        column.total = Math.max(0, column.total - 1);
        break;
      }
    }
    const target = result.get(move.to.id);
    if (!card || !target) continue;
    const status = { id: move.to.id, name: move.to.name, group: move.to.group };
    target.items.unshift({ ...card, statusId: move.to.id, status, statusChangedAt: move.at });
    target.total += 1;
  }
  return result;
}
