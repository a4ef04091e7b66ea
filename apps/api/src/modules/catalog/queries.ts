import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CatalogKind, CatalogListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { catalogItems } from '../../db/schema/index.js';

export type CatalogItemRow = typeof catalogItems.$inferSelect;
/** The tenant and the catalogue (services or products) a call works in. */
type KindScope = Scope & { kind: CatalogKind };
export type CatalogItemValues = { name: string; code: string | null; description: string | null; price: number | null; rateType: 'STANDARD' };

/** Only the account's live items of this kind: anything else is "not found". */
function liveItem({ accountId, kind }: KindScope, condition?: SQL): SQL | undefined {
  return and(eq(catalogItems.accountId, accountId), eq(catalogItems.kind, kind), isNull(catalogItems.deletedAt), condition);
}

export async function findCatalogItem(db: DbOrTx, scope: KindScope & { id: number }): Promise<CatalogItemRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogItems)
    .where(liveItem(scope, eq(catalogItems.id, scope.id)))
    .limit(1);
  return row;
}

/** A live item of the account and kind with this code (case ignored), other than `exceptId`. */
export async function findCatalogItemByCode(db: DbOrTx, scope: KindScope & { code: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(liveItem(scope, and(sql`lower(${catalogItems.code}) = lower(${scope.code})`, scope.exceptId ? sql`${catalogItems.id} <> ${scope.exceptId}` : undefined)))
    .limit(1);
  return row;
}

// First key of the two-key advisory lock held while an account's catalogue codes change.
const CATALOG_LOCK = 0x63746c67; // 'ctlg'

/**
 * Serialises an account's catalogue saves until the transaction ends, so the "no other live item
 * with this code" check cannot race (a partial unique index would need a migration).
 */
export async function lockCatalog(tx: DbOrTx, { accountId }: Scope): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOG_LOCK}, ${accountId})`);
}

// Names and codes sort as people expect (Échange beside Essuie-glace): the list index's ICU collation.
const SORT_COLUMNS = {
  name: sql`${catalogItems.name} COLLATE "und-x-icu"`,
  code: sql`${catalogItems.code} COLLATE "und-x-icu"`,
  price: catalogItems.price,
};

/** The text searched: name, code and description, without accents and case (migration 0005's key). */
const SEARCH_TEXT = sql`atelier_search_key(${catalogItems.name} || ' ' || coalesce(${catalogItems.code}, '') || ' ' || coalesce(${catalogItems.description}, ''))`;

/** One page of the account's live items of a kind, searched and sorted in SQL, and the matching total. */
export async function listCatalogItems(db: DbOrTx, { accountId, kind, page, pageSize, q, sort, order }: CatalogListQuery & KindScope) {
  const escaped = q ? q.replace(/[\\%_]/g, '\\$&') : undefined;
  const where = liveItem({ accountId, kind }, escaped ? sql`${SEARCH_TEXT} LIKE '%' || atelier_search_key(${escaped}) || '%'` : undefined);
  const direction = order === 'desc' ? desc : asc;
  // Items without a code or a price come last either way.
  const primary = sort === 'name' ? direction(SORT_COLUMNS.name) : sql`${direction(SORT_COLUMNS[sort])} NULLS LAST`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(catalogItems)
      .where(where)
      .orderBy(primary, asc(SORT_COLUMNS.name), asc(catalogItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(catalogItems).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

const priceText = (price: number | null) => (price === null ? null : price.toFixed(2));

export async function insertCatalogItem(db: DbOrTx, scope: KindScope, values: CatalogItemValues): Promise<CatalogItemRow> {
  const [row] = await db
    .insert(catalogItems)
    .values({ ...scope, ...values, price: priceText(values.price) })
    .returning();
  return row!;
}

export async function insertCatalogItems(db: DbOrTx, accountId: number, items: (CatalogItemValues & { kind: CatalogKind })[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(catalogItems).values(items.map((item) => ({ ...item, accountId, price: priceText(item.price) })));
}

export async function updateCatalogItemFields(db: DbOrTx, scope: KindScope & { id: number }, values: CatalogItemValues): Promise<CatalogItemRow | undefined> {
  const [row] = await db
    .update(catalogItems)
    .set({ ...values, price: priceText(values.price), updatedAt: sql`now()` })
    .where(liveItem(scope, eq(catalogItems.id, scope.id)))
    .returning();
  return row;
}

/** Soft delete: the row stays for the work-order lines linked to it; its code becomes free. */
export async function softDeleteCatalogItem(db: DbOrTx, scope: KindScope & { id: number }): Promise<boolean> {
  const rows = await db
    .update(catalogItems)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(liveItem(scope, eq(catalogItems.id, scope.id)))
    .returning({ id: catalogItems.id });
  return rows.length > 0;
}
