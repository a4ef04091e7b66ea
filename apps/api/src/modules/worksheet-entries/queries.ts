import { and, asc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { catalogItems, entries, entryStatuses, mechs, worksheets } from '../../db/schema/index.js';

export type LineValues = Pick<typeof entries.$inferInsert, 'name' | 'content' | 'type' | 'statusId' | 'catalogItemId' | 'valueMeasured' | 'price'>;

/** Everything the Entry contract shows of a work-order line: one row per line. */
function selectLines(db: DbOrTx) {
  return (
    db
      .select({
        entry: entries,
        mechUuid: mechs.uuid,
        worksheetUuid: worksheets.uuid,
        status: { id: entryStatuses.id, name: entryStatuses.name },
        relatedItem: { id: catalogItems.id, name: catalogItems.name },
      })
      .from(entries)
      .innerJoin(worksheets, eq(worksheets.id, entries.worksheetId))
      .leftJoin(mechs, eq(mechs.id, entries.mechId))
      .leftJoin(entryStatuses, eq(entryStatuses.id, entries.statusId))
      // An item deleted from the catalogue is no link any more: nothing to refresh from (§4 'Refresh').
      .leftJoin(catalogItems, and(eq(catalogItems.id, entries.catalogItemId), isNull(catalogItems.deletedAt)))
  );
}
export type LineRow = Awaited<ReturnType<ReturnType<typeof selectLines>['execute']>>[number];

/** A line of a live work order of the account (a backlog entry, on no work order, is not one). */
const liveLine = (accountId: number) =>
  and(eq(entries.accountId, accountId), isNotNull(entries.worksheetId), eq(worksheets.accountId, accountId), isNull(worksheets.deletedAt));

export function linesOfWorksheet(db: DbOrTx, { accountId, worksheetId }: Scope & { worksheetId: number }): Promise<LineRow[]> {
  return selectLines(db)
    .where(and(liveLine(accountId), eq(entries.worksheetId, worksheetId)))
    .orderBy(asc(entries.position), asc(entries.id));
}

export async function lineById(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<LineRow | undefined> {
  const [row] = await selectLines(db)
    .where(and(liveLine(accountId), eq(entries.id, id)))
    .limit(1);
  return row;
}

/**
 * The line with its work order locked (FOR UPDATE OF both rows): edits of one work order's lines
 * apply one after the other, and the work order cannot be deleted under them.
 */
export async function lockLine(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ entry: entries, worksheetId: worksheets.id })
    .from(entries)
    .innerJoin(worksheets, eq(worksheets.id, entries.worksheetId))
    .where(and(liveLine(accountId), eq(entries.id, id)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertLine(
  db: DbOrTx,
  { accountId, worksheetId, mechId }: Scope & { worksheetId: number; mechId: number | null },
  values: LineValues,
): Promise<number> {
  const [last] = await db
    .select({ value: max(entries.position) })
    .from(entries)
    .where(and(eq(entries.accountId, accountId), eq(entries.worksheetId, worksheetId)));
  const [row] = await db
    .insert(entries)
    .values({ ...values, accountId, worksheetId, mechId, position: (last?.value ?? -1) + 1 })
    .returning({ id: entries.id });
  return row!.id;
}

export async function updateLine(db: DbOrTx, { accountId, id }: Scope & { id: number }, values: Partial<LineValues>): Promise<void> {
  await db
    .update(entries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(entries.accountId, accountId), eq(entries.id, id), isNotNull(entries.worksheetId)));
}

export async function deleteLine(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<void> {
  await db.delete(entries).where(and(eq(entries.accountId, accountId), eq(entries.id, id), isNotNull(entries.worksheetId)));
}

/** A live catalogue item of the account (a deleted one cannot be linked again). */
export async function findCatalogItem(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  const [row] = await db
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.accountId, accountId), eq(catalogItems.id, id), isNull(catalogItems.deletedAt)))
    .limit(1);
  return row;
}

/** The linked item's price, whatever its state: 'Disconnect' keeps it as a plain price (§4). */
export async function catalogItemPrice(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<string | null> {
  const [row] = await db
    .select({ price: catalogItems.price })
    .from(catalogItems)
    .where(and(eq(catalogItems.accountId, accountId), eq(catalogItems.id, id)))
    .limit(1);
  return row?.price ?? null;
}

/** An entry status of the account; key-share locked: it cannot be deleted under the save, renaming and reordering still go on. */
export async function findEntryStatus(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: entryStatuses.id })
    .from(entryStatuses)
    .where(and(eq(entryStatuses.accountId, accountId), eq(entryStatuses.id, id)))
    .limit(1)
    .for('key share');
  return row?.id;
}
