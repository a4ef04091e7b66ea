import { and, asc, eq, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { catalogItems, entries, entryStatuses, invoices, mechs, worksheets } from '../../db/schema/index.js';

export type LineValues = Pick<typeof entries.$inferInsert, 'name' | 'content' | 'type' | 'statusId' | 'catalogItemId' | 'valueMeasured' | 'price' | 'discount'>;

/** Everything the Entry contract shows of a line (of a work order, or of a draft invoice only): one row per line. */
function selectLines(db: DbOrTx) {
  return (
    db
      .select({
        entry: entries,
        mechUuid: mechs.uuid,
        worksheetUuid: worksheets.uuid,
        invoiceUuid: invoices.uuid,
        status: { id: entryStatuses.id, name: entryStatuses.name },
        relatedItem: { id: catalogItems.id, name: catalogItems.name },
      })
      .from(entries)
      .leftJoin(worksheets, eq(worksheets.id, entries.worksheetId))
      .leftJoin(invoices, eq(invoices.id, entries.invoiceId))
      .leftJoin(mechs, eq(mechs.id, entries.mechId))
      .leftJoin(entryStatuses, eq(entryStatuses.id, entries.statusId))
      // An item deleted from the catalogue is no link any more: nothing to refresh from (§4 'Refresh').
      .leftJoin(catalogItems, and(eq(catalogItems.id, entries.catalogItemId), isNull(catalogItems.deletedAt)))
  );
}
export type LineRow = Awaited<ReturnType<ReturnType<typeof selectLines>['execute']>>[number];

/**
 * A line of a live work order of the account, or (issue 14) a line added on a draft or issued
 * invoice (no work order). A backlog entry (on neither) is not one.
 */
const liveLine = (accountId: number) =>
  and(
    eq(entries.accountId, accountId),
    or(
      and(isNotNull(entries.worksheetId), eq(worksheets.accountId, accountId), isNull(worksheets.deletedAt)),
      and(isNull(entries.worksheetId), isNotNull(entries.invoiceId), eq(invoices.accountId, accountId)),
    ),
  );

/** A line row of the account (work order or invoice), for writes that already checked it. */
const ownLine = (accountId: number, id: number) =>
  and(eq(entries.accountId, accountId), eq(entries.id, id), or(isNotNull(entries.worksheetId), isNotNull(entries.invoiceId)));

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
 * The line with its work order and its invoice locked (FOR UPDATE of each): edits of one work
 * order's lines apply one after the other, the work order cannot be deleted under them, and an
 * invoice cannot be issued under an edit of its lines (issuing locks the invoice). Parents are
 * locked before the line, in the order invoicing takes them (work order, invoice, lines); a line
 * that moved in between is read again.
 */
export async function lockLine(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [seen] = await db
      .select({ worksheetId: entries.worksheetId, invoiceId: entries.invoiceId })
      .from(entries)
      .leftJoin(worksheets, eq(worksheets.id, entries.worksheetId))
      .leftJoin(invoices, eq(invoices.id, entries.invoiceId))
      .where(and(liveLine(accountId), eq(entries.id, id)))
      .limit(1);
    if (!seen) return undefined;
    if (seen.worksheetId !== null) {
      const [worksheet] = await db
        .select({ id: worksheets.id })
        .from(worksheets)
        .where(and(eq(worksheets.accountId, accountId), eq(worksheets.id, seen.worksheetId), isNull(worksheets.deletedAt)))
        .for('update');
      if (!worksheet) return undefined;
    }
    const invoice =
      seen.invoiceId === null
        ? undefined
        : (
            await db
              .select({ id: invoices.id, status: invoices.status })
              .from(invoices)
              .where(and(eq(invoices.accountId, accountId), eq(invoices.id, seen.invoiceId)))
              .for('update')
          )[0];
    const [entry] = await db.select().from(entries).where(ownLine(accountId, id)).for('update');
    if (!entry) return undefined;
    if (entry.worksheetId === seen.worksheetId && entry.invoiceId === seen.invoiceId) {
      return { entry, worksheetId: entry.worksheetId, invoiceStatus: invoice?.status ?? null };
    }
  }
  return undefined;
}

export async function insertLine(
  db: DbOrTx,
  { accountId, worksheetId, invoiceId = null, mechId }: Scope & { worksheetId: number | null; invoiceId?: number | null; mechId: number | null },
  values: LineValues,
): Promise<number> {
  // After the last line of its work order, or (a line added on an invoice) of its invoice.
  const [last] = await db
    .select({ value: max(entries.position) })
    .from(entries)
    .where(and(eq(entries.accountId, accountId), worksheetId !== null ? eq(entries.worksheetId, worksheetId) : eq(entries.invoiceId, invoiceId!)));
  const [row] = await db
    .insert(entries)
    .values({ ...values, accountId, worksheetId, invoiceId, mechId, position: (last?.value ?? -1) + 1 })
    .returning({ id: entries.id });
  return row!.id;
}

export async function updateLine(db: DbOrTx, { accountId, id }: Scope & { id: number }, values: Partial<LineValues>): Promise<void> {
  await db
    .update(entries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(ownLine(accountId, id));
}

export async function deleteLine(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<void> {
  await db.delete(entries).where(ownLine(accountId, id));
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
