import { describe, expect, it } from 'vitest';
import { boardStatuses } from './boardColumns';

const status = (id: number, group: 'TODO' | 'IN_PROGRESS' | 'DONE', order: number) => ({ id, name: `S${id}`, group, order });

describe('boardStatuses', () => {
  it('orders the columns by group (to do, in progress, done), then by order within the group', () => {
    const columns = boardStatuses({
      DONE: [status(9, 'DONE', 1), status(8, 'DONE', 0)],
      TODO: [status(3, 'TODO', 1), status(1, 'TODO', 0)],
      IN_PROGRESS: [status(5, 'IN_PROGRESS', 0)],
    });
    expect(columns.map((s) => s.id)).toEqual([1, 3, 5, 8, 9]);
  });

  it('keeps a stable order when two statuses share an order, and copes with an empty group', () => {
    const columns = boardStatuses({ TODO: [status(4, 'TODO', 0), status(2, 'TODO', 0)], IN_PROGRESS: [], DONE: [status(7, 'DONE', 0)] });
    expect(columns.map((s) => s.id)).toEqual([2, 4, 7]);
  });
});
