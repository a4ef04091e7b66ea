import type { Worksheet } from '@atelier/contracts/worksheets';
import { describe, expect, it } from 'vitest';
import type { BoardColumnData } from './boardMoves';
import { visibleColumns } from './boardPaging';

const cards = (count: number, prefix = 'w') => Array.from({ length: count }, (_, i) => ({ uuid: `${prefix}${i}` }) as Worksheet);

describe('visibleColumns', () => {
  const columns = new Map<number, BoardColumnData>([
    [1, { items: cards(50), total: 3000 }],
    [2, { items: cards(5, 'x'), total: 5 }],
    [3, { items: [], total: 0 }],
  ]);

  it('renders the first cards of a long column and counts the loaded ones left, the total unchanged', () => {
    const visible = visibleColumns(columns, new Map(), 20);
    expect(visible.get(1)!.items.map((card) => card.uuid)).toEqual(cards(20).map((card) => card.uuid));
    expect(visible.get(1)).toMatchObject({ hidden: 30, total: 3000 });
    expect(visible.get(2)).toMatchObject({ hidden: 0, total: 5 });
    expect(visible.get(2)!.items).toHaveLength(5);
    expect(visible.get(3)).toMatchObject({ hidden: 0, total: 0, items: [] });
  });

  it('shows more of the columns asked for only, up to what is loaded', () => {
    const more = visibleColumns(columns, new Map([[1, 40]]), 20);
    expect(more.get(1)!.items).toHaveLength(40);
    expect(more.get(1)!.hidden).toBe(10);
    const all = visibleColumns(columns, new Map([[1, 60]]), 20);
    expect(all.get(1)!.items).toHaveLength(50);
    expect(all.get(1)!.hidden).toBe(0);
  });

  it('never shows fewer than a step (a column that shrank after a move keeps its first cards)', () => {
    expect(visibleColumns(columns, new Map([[1, 3]]), 20).get(1)!.items).toHaveLength(20);
  });
});
