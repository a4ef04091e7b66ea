import type { Status } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { addRow, canSave, cancelEdit, changeDraft, moveRow, removeRow, savedRow, startEdit, syncRows, type StatusRow } from './statusRows';

const status = (id: number, name: string, order: number): Status => ({ id, name, group: 'TODO', order });
const loaded = () => syncRows([status(1, 'À faire', 0), status(2, 'En attente de pièces', 1), status(3, 'Diagnostic', 2)], []);
const view = (rows: StatusRow[]) => rows.map((row) => `${row.id ?? 'new'}:${row.editing ? `[${row.draft}]` : row.name}`);

describe('status row (workshop §4): display, edit with a copy, save or cancel', () => {
  it('loads every row in display mode, in the server order', () => {
    expect(view(loaded())).toEqual(['1:À faire', '2:En attente de pièces', '3:Diagnostic']);
  });

  it('edit keeps a copy of the original; cancel restores it', () => {
    let rows = startEdit(loaded(), 'status-2');
    expect(rows[1]).toMatchObject({ editing: true, draft: 'En attente de pièces', original: 'En attente de pièces' });
    rows = changeDraft(rows, 'status-2', 'Pièces commandées');
    expect(view(rows)[1]).toBe('2:[Pièces commandées]');
    rows = cancelEdit(rows, 'status-2');
    expect(view(rows)[1]).toBe('2:En attente de pièces');
    expect(rows[1]!.original).toBeNull();
  });

  it('a new unsaved row is added last in edit mode and removed by cancel', () => {
    let rows = addRow(loaded());
    expect(view(rows)).toEqual(['1:À faire', '2:En attente de pièces', '3:Diagnostic', 'new:[]']);
    rows = cancelEdit(rows, rows[3]!.key);
    expect(view(rows)).toEqual(['1:À faire', '2:En attente de pièces', '3:Diagnostic']);
  });

  it('save shows what the server kept; a new row takes its id', () => {
    let rows = addRow(loaded());
    rows = changeDraft(rows, rows[3]!.key, ' Lavage ');
    rows = savedRow(rows, rows[3]!.key, status(9, 'Lavage', 3));
    expect(view(rows).at(-1)).toBe('9:Lavage');
    expect(rows.at(-1)!.key).toBe('status-9');
  });

  it('a reload keeps drafts being typed and new rows, and takes the rest from the server', () => {
    let rows = startEdit(loaded(), 'status-1');
    rows = changeDraft(rows, 'status-1', 'À commencer');
    rows = addRow(rows);
    rows = syncRows([status(3, 'Diagnostic', 0), status(1, 'À faire', 1)], rows);
    expect(view(rows)).toEqual(['3:Diagnostic', '1:[À commencer]', 'new:[]']);
  });

  it('removes a deleted row', () => {
    expect(view(removeRow(loaded(), 'status-2'))).toEqual(['1:À faire', '3:Diagnostic']);
  });

  it('allows Save only for a non-blank name within the limit that differs from the original', () => {
    let rows = startEdit(loaded(), 'status-1');
    expect(canSave(rows[0]!, 60)).toBe(false);
    rows = changeDraft(rows, 'status-1', '   ');
    expect(canSave(rows[0]!, 60)).toBe(false);
    rows = changeDraft(rows, 'status-1', 'x'.repeat(61));
    expect(canSave(rows[0]!, 60)).toBe(false);
    rows = changeDraft(rows, 'status-1', 'Nouveau nom');
    expect(canSave(rows[0]!, 60)).toBe(true);
    const added = addRow(rows);
    expect(canSave(added.at(-1)!, 60)).toBe(false);
    expect(canSave(changeDraft(added, added.at(-1)!.key, 'A').at(-1)!, 60)).toBe(true);
  });
});

describe('moveRow (drag with the mouse or the keyboard)', () => {
  it('moves a row down or up and answers the order to send', () => {
    const down = moveRow(loaded(), 'status-1', 'status-3')!;
    expect(view(down.rows)).toEqual(['2:En attente de pièces', '3:Diagnostic', '1:À faire']);
    expect(down).toMatchObject({ id: 1, order: 2 });
    const up = moveRow(loaded(), 'status-3', 'status-1')!;
    expect(view(up.rows)).toEqual(['3:Diagnostic', '1:À faire', '2:En attente de pièces']);
    expect(up).toMatchObject({ id: 3, order: 0 });
  });

  it('does nothing onto itself, for an unknown row, or with a row not saved yet', () => {
    const rows = addRow(loaded());
    expect(moveRow(rows, 'status-1', 'status-1')).toBeNull();
    expect(moveRow(rows, 'status-1', 'status-99')).toBeNull();
    expect(moveRow(rows, rows[3]!.key, 'status-1')).toBeNull();
    expect(moveRow(rows, 'status-1', rows[3]!.key)).toBeNull();
  });
});
