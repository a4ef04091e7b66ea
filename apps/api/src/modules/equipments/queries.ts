import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { EquipmentPurpose } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { equipmentFields, equipmentTypes, mechFieldValues, mechs } from '../../db/schema/index.js';

export type EquipmentTypeRow = typeof equipmentTypes.$inferSelect;
export type EquipmentFieldRow = typeof equipmentFields.$inferSelect;
export type FieldValues = { name: string; purpose: EquipmentPurpose; position: number };

/** The account's equipment types, by position. */
export function listTypes(db: DbOrTx, { accountId }: Scope): Promise<EquipmentTypeRow[]> {
  return db.select().from(equipmentTypes).where(eq(equipmentTypes.accountId, accountId)).orderBy(asc(equipmentTypes.position), asc(equipmentTypes.id));
}

/**
 * One equipment type of the account. `lock` takes the row: 'update' for a change of the type or
 * its fields, 'share' for a vehicle saved with it, so the two never interleave.
 */
export async function findType(db: DbOrTx, { accountId, id, lock }: Scope & { id: number; lock?: 'update' | 'share' }): Promise<EquipmentTypeRow | undefined> {
  const query = db
    .select()
    .from(equipmentTypes)
    .where(and(eq(equipmentTypes.accountId, accountId), eq(equipmentTypes.id, id)))
    .limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

/** The fields of these types, by type then position. */
export function fieldsOf(db: DbOrTx, typeIds: number[]): Promise<EquipmentFieldRow[]> {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(equipmentFields)
    .where(inArray(equipmentFields.equipmentTypeId, typeIds))
    .orderBy(asc(equipmentFields.equipmentTypeId), asc(equipmentFields.position), asc(equipmentFields.id));
}

export async function insertType(db: DbOrTx, { accountId, name, position }: Scope & { name: string; position?: number }): Promise<EquipmentTypeRow> {
  const [row] = await db
    .insert(equipmentTypes)
    .values({
      accountId,
      name,
      // A new type goes last unless told otherwise.
      position:
        position ?? sql<number>`(SELECT coalesce(max(${equipmentTypes.position}) + 1, 0) FROM ${equipmentTypes} WHERE ${equipmentTypes.accountId} = ${accountId})`,
    })
    .returning();
  return row!;
}

export async function renameType(db: DbOrTx, { accountId, id, name }: Scope & { id: number; name: string }): Promise<void> {
  await db
    .update(equipmentTypes)
    .set({ name })
    .where(and(eq(equipmentTypes.accountId, accountId), eq(equipmentTypes.id, id)));
}

export async function insertFields(db: DbOrTx, typeId: number, fields: FieldValues[]): Promise<void> {
  if (fields.length === 0) return;
  await db.insert(equipmentFields).values(fields.map((field) => ({ ...field, equipmentTypeId: typeId })));
}

export async function updateField(db: DbOrTx, typeId: number, id: number, values: Partial<FieldValues>): Promise<void> {
  await db
    .update(equipmentFields)
    .set(values)
    .where(and(eq(equipmentFields.equipmentTypeId, typeId), eq(equipmentFields.id, id)));
}

/** Removes the type's fields but `keepIds` (their vehicle values go with them, by cascade). */
export async function deleteFieldsExcept(db: DbOrTx, typeId: number, keepIds: number[]): Promise<void> {
  await db.delete(equipmentFields).where(and(eq(equipmentFields.equipmentTypeId, typeId), keepIds.length > 0 ? notInArray(equipmentFields.id, keepIds) : undefined));
}

export async function deleteField(db: DbOrTx, typeId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(equipmentFields)
    .where(and(eq(equipmentFields.equipmentTypeId, typeId), eq(equipmentFields.id, id)))
    .returning({ id: equipmentFields.id });
  return deleted.length > 0;
}

/** Drops the vehicle values of these fields. */
export async function deleteValuesOfFields(db: DbOrTx, fieldIds: number[]): Promise<void> {
  if (fieldIds.length === 0) return;
  await db.delete(mechFieldValues).where(inArray(mechFieldValues.equipmentFieldId, fieldIds));
}

export async function liveMechCountOfType(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(mechs)
    .where(and(eq(mechs.accountId, accountId), eq(mechs.typeId, id), isNull(mechs.deletedAt)));
  return row?.value ?? 0;
}

/** Deleted vehicles keep their history but let go of a type being deleted (foreign key). */
export async function detachDeletedMechs(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<void> {
  await db
    .update(mechs)
    .set({ typeId: null })
    .where(and(eq(mechs.accountId, accountId), eq(mechs.typeId, id), isNotNull(mechs.deletedAt)));
}

export async function deleteType(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<void> {
  await db.delete(equipmentTypes).where(and(eq(equipmentTypes.accountId, accountId), eq(equipmentTypes.id, id)));
}
