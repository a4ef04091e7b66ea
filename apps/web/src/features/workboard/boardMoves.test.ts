import type { Status } from '@atelier/contracts/statuses';
import type { Worksheet } from '@atelier/contracts/worksheets';
import { describe, expect, it } from 'vitest';
import { applyPendingMoves, pendingMovesReducer, type BoardColumnData, type PendingMove } from './boardMoves';

const todo: Status = { id: 1, name: 'Ouvert', group: 'TODO', order: 0 };
const doing: Status = { id: 2, name: 'En réparation', group: 'IN_PROGRESS', order: 0 };
const done: Status = { id: 3, name: 'Terminé', group: 'DONE', order: 0 };

function card(uuid: string, status: Status): Worksheet {
  return {
    uuid,
    worksheetId: Number(uuid.slice(-1)),
    customer: { uuid: `c-${uuid}`, fullname: 'Client', mobile: null },
    mech: null,
    technician: null,
    statusId: status.id,
    status: { id: status.id, name: status.name, group: status.group },
    statusChangedAt: '2026-11-20T08:00:00.000Z',
    notes: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
}

function board(): Map<number, BoardColumnData> {
  return new Map([
    [1, { items: [card('w1', todo), card('w2', todo)], total: 7 }],
    [2, { items: [], total: 0 }],
    [3, { items: [card('w3', done)], total: 1 }],
  ]);
}

const moveOf = (uuid: string, from: Status, to: Status): PendingMove => ({ uuid, from, to, at: '2026-11-21T09:00:00.000Z' });

describe('pendingMovesReducer', () => {
  it('adds a move, replaces a second move of the same card, and drops it on settle or rollback', () => {
    let state = pendingMovesReducer([], { type: 'move', move: moveOf('w1', todo, doing) });
    state = pendingMovesReducer(state, { type: 'move', move: moveOf('w2', todo, done) });
    state = pendingMovesReducer(state, { type: 'move', move: moveOf('w1', doing, done) });
    expect(state.map((m) => [m.uuid, m.to.id])).toEqual([
      ['w2', 3],
      ['w1', 3],
    ]);
    expect(pendingMovesReducer(state, { type: 'settle', uuid: 'w1' }).map((m) => m.uuid)).toEqual(['w2']);
    expect(pendingMovesReducer(state, { type: 'rollback', uuid: 'w2' }).map((m) => m.uuid)).toEqual(['w1']);
  });
});

describe('applyPendingMoves', () => {
  it('shows a moved card first in its new column, with its new status and time, and moves the counts', () => {
    const columns = applyPendingMoves(board(), [moveOf('w2', todo, done)]);
    expect(columns.get(1)!.items.map((c) => c.uuid)).toEqual(['w1']);
    expect(columns.get(1)!.total).toBe(6);
    expect(columns.get(3)!.items.map((c) => c.uuid)).toEqual(['w2', 'w3']);
    expect(columns.get(3)!.total).toBe(2);
    const moved = columns.get(3)!.items[0]!;
    expect(moved.statusId).toBe(3);
    expect(moved.status).toEqual({ id: 3, name: 'Terminé', group: 'DONE' });
    expect(moved.statusChangedAt).toBe('2026-11-21T09:00:00.000Z');
  });

  it('never changes the server columns it was given: a rollback shows them as they were', () => {
    const server = board();
    applyPendingMoves(server, [moveOf('w1', todo, done)]);
    expect(server.get(1)!.items.map((c) => c.uuid)).toEqual(['w1', 'w2']);
    expect(server.get(3)!.total).toBe(1);
    // Rolled back: no pending move left, the board is the server's again.
    const state = pendingMovesReducer([moveOf('w1', todo, done)], { type: 'rollback', uuid: 'w1' });
    expect(applyPendingMoves(server, state)).toBe(server);
  });

  it('does not count a card twice when the re-read columns already show it moved', () => {
    const reread = new Map([
      [1, { items: [card('w2', todo)], total: 6 }],
      [3, { items: [card('w1', done), card('w3', done)], total: 2 }],
    ]);
    const columns = applyPendingMoves(reread, [moveOf('w1', todo, done)]);
    expect(columns.get(3)!.items.map((c) => c.uuid)).toEqual(['w1', 'w3']);
    expect(columns.get(3)!.total).toBe(2);
    expect(columns.get(1)!.total).toBe(6);
  });

  it('ignores a move of a card that is not on the board (another technician filter)', () => {
    const columns = applyPendingMoves(board(), [moveOf('w9', todo, done)]);
    expect(columns.get(3)!.total).toBe(1);
    expect(columns.get(1)!.total).toBe(7);
  });
});
