import type { Status } from '@atelier/contracts';

/**
 * One row of a status group in the editor (workshop §4 "Status row"): displayed, or edited with a
 * copy of the original kept. `id` is null for a row added but not saved yet.
 */
export interface StatusRow {
  key: string;
  id: number | null;
  name: string;
  editing: boolean;
  /** The text in the input while editing. */
  draft: string;
  /** The name when editing began (what Cancel restores); null for a new row. */
  original: string | null;
}

export const rowKey = (id: number) => `status-${id}`;

function displayRow(status: Status): StatusRow {
  return { key: rowKey(status.id), id: status.id, name: status.name, editing: false, draft: status.name, original: null };
}

/**
 * The rows after the list is (re)loaded (§4 "the status list is reloaded after changes"): the
 * server's order and names, except rows being edited keep their draft and new unsaved rows stay last.
 */
export function syncRows(statuses: readonly Status[], current: readonly StatusRow[]): StatusRow[] {
  const byId = new Map(current.filter((row) => row.id !== null).map((row) => [row.id, row]));
  const saved = statuses.map((status) => {
    const row = byId.get(status.id);
    return row?.editing ? { ...row, name: status.name } : displayRow(status);
  });
  return [...saved, ...current.filter((row) => row.id === null)];
}

let newRows = 0;
/** Add: a new row, empty and in edit mode, at the end of the group. */
export function addRow(rows: readonly StatusRow[]): StatusRow[] {
  newRows += 1;
  return [...rows, { key: `new-${newRows}`, id: null, name: '', editing: true, draft: '', original: null }];
}

/** Edit: keeps a copy of the original name. */
export function startEdit(rows: readonly StatusRow[], key: string): StatusRow[] {
  return rows.map((row) => (row.key === key && !row.editing ? { ...row, editing: true, draft: row.name, original: row.name } : row));
}

export function changeDraft(rows: readonly StatusRow[], key: string, draft: string): StatusRow[] {
  return rows.map((row) => (row.key === key ? { ...row, draft } : row));
}

/** Cancel: restores the original; a new unsaved row is removed. */
export function cancelEdit(rows: readonly StatusRow[], key: string): StatusRow[] {
  return rows.flatMap((row) => {
    if (row.key !== key) return [row];
    if (row.id === null) return [];
    return [{ ...row, editing: false, name: row.original ?? row.name, draft: row.original ?? row.name, original: null }];
  });
}

/** Save succeeded: the row shows what the server kept (a new row takes its id). */
export function savedRow(rows: readonly StatusRow[], key: string, status: Status): StatusRow[] {
  return rows.map((row) => (row.key === key ? displayRow(status) : row));
}

/** The row once deleted on the server. */
export function removeRow(rows: readonly StatusRow[], key: string): StatusRow[] {
  return rows.filter((row) => row.key !== key);
}

/** Whether Save may be pressed: a name that is not blank and, for an existing row, different. */
export function canSave(row: StatusRow, maxLength: number): boolean {
  const name = row.draft.trim();
  if (name.length === 0 || name.length > maxLength) return false;
  return row.id === null || name !== row.original;
}

/**
 * A drag (mouse or keyboard) of `activeKey` onto `overKey`: the rows in their new order and the
 * `order` to send (the index among saved rows, as the server numbers them). Null when nothing
 * moves or either row is not saved yet.
 */
export function moveRow(rows: readonly StatusRow[], activeKey: string, overKey: string): { rows: StatusRow[]; id: number; order: number } | null {
  const from = rows.findIndex((row) => row.key === activeKey);
  const to = rows.findIndex((row) => row.key === overKey);
  const moving = rows[from];
  if (from < 0 || to < 0 || from === to || moving?.id == null || rows[to]?.id == null) return null;
  const next = [...rows];
  next.splice(from, 1);
  next.splice(to, 0, moving);
  const order = next.filter((row) => row.id !== null).findIndex((row) => row.key === activeKey);
  return { rows: next, id: moving.id, order };
}
