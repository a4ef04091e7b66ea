import type { Entry, EntryInput, SaveEntriesBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { mechNotFound } from '../mechs/mech-errors.js';
import { findMech } from '../mechs/queries.js';
import { presentEntry } from './presenters.js';
import { backlogOf, deleteBacklogExcept, insertBacklogEntries, updateBacklogEntry, type EntryRow, type EntryValues } from './queries.js';
import type { Scope } from '../../http/scope.js';
import { unknownEntries } from './backlog-errors.js';

/**
 * POST /mechs/{uuid}/entries: the vehicle's backlog becomes exactly this list, in this order
 * (an entry with an id is updated, one without is created, a stored one left out is deleted),
 * in one transaction. The vehicle row is locked, so two saves of one backlog never interleave.
 */
export async function saveBacklog(db: Db, { accountId, uuid, body }: Scope & { uuid: string; body: SaveEntriesBody }): Promise<{ list: Entry[] }> {
  return db.transaction(async (tx) => {
    const mech = await findMech(tx, { accountId, uuid, forUpdate: true });
    if (!mech) throw mechNotFound();
    const scope = { accountId, mechId: mech.id };
    checkEntryIds(body.entries, await backlogOf(tx, scope));

    await deleteBacklogExcept(tx, { ...scope, keepIds: body.entries.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])) });
    const created: EntryValues[] = [];
    for (const [position, entry] of body.entries.entries()) {
      const values = valuesOf(entry, position);
      if (entry.id === undefined) created.push(values);
      else await updateBacklogEntry(tx, { ...scope, id: entry.id }, values);
    }
    await insertBacklogEntries(tx, scope, created);

    const rows = await backlogOf(tx, scope);
    return { list: rows.map((row) => presentEntry(row, mech.uuid)) };
  });
}

/** Each id must be one of THIS vehicle's backlog entries, sent once; otherwise nothing is written. */
function checkEntryIds(entries: EntryInput[], stored: EntryRow[]): void {
  const known = new Set(stored.map((row) => row.id));
  const seen = new Set<number>();
  const details = entries.flatMap((entry, index) => {
    if (entry.id === undefined) return [];
    const bad = !known.has(entry.id) || seen.has(entry.id);
    seen.add(entry.id);
    return bad ? [{ field: `entries.${index}.id`, message: 'ERR_NOT_FOUND' as const }] : [];
  });
  if (details.length > 0) throw unknownEntries(details);
}

function valuesOf(entry: EntryInput, position: number): EntryValues {
  return {
    name: entry.name,
    content: entry.content,
    type: entry.type,
    valueMeasured: String(entry.value_measured),
    price: entry.price === null ? null : entry.price.toFixed(2),
    position,
  };
}
