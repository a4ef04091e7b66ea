import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { entries } from '../../db/schema/index.js';

export type EntryRow = typeof entries.$inferSelect;
/** What a backlog save writes of an entry. */
export type EntryValues = Pick<typeof entries.$inferInsert, 'name' | 'content' | 'type' | 'valueMeasured' | 'price' | 'position'>;

/** A vehicle's backlog: its entries on no work order (lines of work orders are never touched here). */
function inBacklog(accountId: number, mechId: number) {
  return and(eq(entries.accountId, accountId), eq(entries.mechId, mechId), isNull(entries.worksheetId));
}

/** The vehicle's backlog, in its order. */
export function backlogOf(db: DbOrTx, { accountId, mechId }: Scope & { mechId: number }): Promise<EntryRow[]> {
  return db.select().from(entries).where(inBacklog(accountId, mechId)).orderBy(asc(entries.position), asc(entries.id));
}

/** Removes the vehicle's backlog entries but `keepIds`. */
export async function deleteBacklogExcept(db: DbOrTx, { accountId, mechId, keepIds }: Scope & { mechId: number; keepIds: number[] }): Promise<void> {
  await db.delete(entries).where(and(inBacklog(accountId, mechId), keepIds.length > 0 ? notInArray(entries.id, keepIds) : undefined));
}

export async function updateBacklogEntry(db: DbOrTx, { accountId, mechId, id }: Scope & { mechId: number; id: number }, values: EntryValues): Promise<void> {
  await db
    .update(entries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(inBacklog(accountId, mechId), eq(entries.id, id)));
}

export async function insertBacklogEntries(db: DbOrTx, { accountId, mechId }: Scope & { mechId: number }, values: EntryValues[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(entries).values(values.map((value) => ({ ...value, accountId, mechId })));
}
