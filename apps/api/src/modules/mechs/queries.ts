import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MechListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { openBacklogEntry } from '../entries/open-backlog.js';
import { customers, entries, equipmentFields, equipmentTypes, makes, mechFieldValues, mechs, models } from '../../db/schema/index.js';

export type MechRow = typeof mechs.$inferSelect;
/** The vehicle columns a save writes (the rest are ids, timestamps and the generated search text). */
export type MechColumns = Pick<
  typeof mechs.$inferInsert,
  'serialNumber' | 'modelYear' | 'makeId' | 'modelId' | 'typeId' | 'license' | 'unit' | 'mileageIn' | 'engineHours'
>;

/** Only the account's vehicles that were not deleted: anything else is "not found". */
function liveMech(accountId: number, condition?: SQL): SQL | undefined {
  return and(eq(mechs.accountId, accountId), isNull(mechs.deletedAt), condition);
}

/** A make or model the account may use: a SYSTEM one (no account) or its own. */
const visibleTo = (column: typeof makes.accountId | typeof models.accountId, accountId: number) => or(isNull(column), eq(column, accountId));

/** A live vehicle of the account; `forUpdate` holds it until the transaction ends. */
export async function findMech(db: DbOrTx, { accountId, uuid, forUpdate }: Scope & { uuid: string; forUpdate?: boolean }) {
  const query = db
    .select()
    .from(mechs)
    .where(liveMech(accountId, eq(mechs.uuid, uuid)))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function findVisibleMake(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: makes.id })
    .from(makes)
    .where(and(eq(makes.id, id), visibleTo(makes.accountId, accountId)))
    .limit(1);
  return row;
}

/** A model the account may use, of a make it may use too. */
export async function findVisibleModel(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: models.id, makeId: models.makeId })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(and(eq(models.id, id), visibleTo(models.accountId, accountId), visibleTo(makes.accountId, accountId)))
    .limit(1);
  return row;
}

export async function insertMech(db: DbOrTx, values: Scope & { customerId: number } & MechColumns): Promise<MechRow> {
  const [row] = await db.insert(mechs).values(values).returning();
  return row!;
}

export async function updateMechColumns(
  db: DbOrTx,
  { accountId, id }: Scope & { id: number },
  columns: MechColumns & { customerId?: number; vinConflict?: boolean },
): Promise<void> {
  await db
    .update(mechs)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(liveMech(accountId, eq(mechs.id, id)));
}

/** The live vehicle of the account holding this VIN (another than `exceptId`), the oldest first. */
export async function findMechByVin(db: DbOrTx, { accountId, serialNumber, exceptId }: Scope & { serialNumber: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: mechs.id, uuid: mechs.uuid })
    .from(mechs)
    .where(liveMech(accountId, and(eq(mechs.serialNumber, serialNumber), exceptId === undefined ? undefined : sql`${mechs.id} <> ${exceptId}`)))
    .orderBy(asc(mechs.id))
    .limit(1);
  return row;
}

/** Soft delete: the row stays for the history of work orders. Answers the uuid, or nothing. */
export async function softDeleteMech(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<string | undefined> {
  const [row] = await db
    .update(mechs)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(liveMech(accountId, eq(mechs.uuid, uuid)))
    .returning({ uuid: mechs.uuid });
  return row?.uuid;
}

/** The vehicle's field values become exactly `values`. */
export async function replaceFieldValues(db: DbOrTx, mechId: number, values: { equipmentFieldId: number; value: string }[]): Promise<void> {
  await db.delete(mechFieldValues).where(eq(mechFieldValues.mechId, mechId));
  if (values.length > 0) await db.insert(mechFieldValues).values(values.map((value) => ({ ...value, mechId })));
}

// ---------------------------------------------------------------- read model

const modelMake = alias(makes, 'model_make');

/** Everything the Mech contract shows, but field values: one row per vehicle. */
function selectMechDetails(db: DbOrTx) {
  return db
    .select({
      mech: mechs,
      make: { id: makes.id, name: makes.name },
      model: { id: models.id, name: models.name },
      modelMake: { id: modelMake.id, name: modelMake.name },
      type: { id: equipmentTypes.id, name: equipmentTypes.name },
      customer: { uuid: customers.uuid, fullname: customers.fullname, mobile: customers.mobile },
      // The open backlog: what a new work order would pull (entries/open-backlog.ts).
      entryCount: sql<number>`(SELECT count(*)::int FROM ${entries} WHERE ${entries.mechId} = ${mechs.id} AND ${openBacklogEntry()})`,
    })
    .from(mechs)
    .innerJoin(customers, eq(customers.id, mechs.customerId))
    .leftJoin(makes, eq(makes.id, mechs.makeId))
    .leftJoin(models, eq(models.id, mechs.modelId))
    .leftJoin(modelMake, eq(modelMake.id, models.makeId))
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, mechs.typeId));
}

export type MechDetailsRow = Awaited<ReturnType<ReturnType<typeof selectMechDetails>['execute']>>[number];

export async function mechDetails(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<MechDetailsRow | undefined> {
  const [row] = await selectMechDetails(db)
    .where(liveMech(accountId, eq(mechs.id, id)))
    .limit(1);
  return row;
}

/** The field values of these vehicles with their field's purpose, in the fields' order. */
export function fieldValuesOf(db: DbOrTx, mechIds: number[]) {
  if (mechIds.length === 0) return Promise.resolve([]);
  return db
    .select({ mechId: mechFieldValues.mechId, equipmentFieldId: mechFieldValues.equipmentFieldId, purpose: equipmentFields.purpose, value: mechFieldValues.value })
    .from(mechFieldValues)
    .innerJoin(equipmentFields, eq(equipmentFields.id, mechFieldValues.equipmentFieldId))
    .where(inArray(mechFieldValues.mechId, mechIds))
    .orderBy(asc(equipmentFields.position), asc(equipmentFields.id));
}
export type FieldValueRow = Awaited<ReturnType<typeof fieldValuesOf>>[number];

/** LIKE pattern text: the user's % and _ are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * One page of the account's live vehicles, newest first. `q` matches the VIN or the plate
 * (spaces and dashes ignored, mechs.search_text) or the customer's name (accents and case
 * ignored, customers.search_text); both columns have trigram indexes.
 */
export async function listMechs(db: DbOrTx, { accountId, page, pageSize, q, customerUuid }: MechListQuery & Scope) {
  const plate = q ? q.toUpperCase().replace(/[^A-Z0-9]/g, '') : '';
  const where = liveMech(
    accountId,
    and(
      customerUuid ? eq(customers.uuid, customerUuid) : undefined,
      q
        ? or(plate ? sql`${mechs.searchText} LIKE ${`%${plate}%`}` : undefined, sql`${customers.searchText} LIKE '%' || atelier_unaccent(lower(${escapeLike(q)})) || '%'`)
        : undefined,
    ),
  );
  const [rows, [total]] = await Promise.all([
    selectMechDetails(db)
      .where(where)
      .orderBy(desc(mechs.createdAt), desc(mechs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(mechs).innerJoin(customers, eq(customers.id, mechs.customerId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
