import type { BoardColumnData } from './boardMoves';

/** Cards a column renders at first, and how many more each 'Afficher plus' adds. */
export const CARDS_PER_STEP = 20;

/** A column as rendered: its first cards, and how many of the loaded ones are not rendered yet. */
export interface VisibleColumn extends BoardColumnData {
  hidden: number;
}

/**
 * The columns cut to what is rendered: a long column costs its first CARDS_PER_STEP cards, not
 * every card the server sent (rendering hundreds of cards at once was a multi-second task on a
 * phone). `shown` holds the columns the user asked to show more of; the counts stay exact.
 */
export function visibleColumns(columns: Map<number, BoardColumnData>, shown: ReadonlyMap<number, number>, step = CARDS_PER_STEP): Map<number, VisibleColumn> {
  const result = new Map<number, VisibleColumn>();
  for (const [id, column] of columns) {
    const limit = Math.max(step, shown.get(id) ?? step);
    const items = column.items.length > limit ? column.items.slice(0, limit) : column.items;
    result.set(id, { ...column, items, hidden: column.items.length - items.length });
  }
  return result;
}
