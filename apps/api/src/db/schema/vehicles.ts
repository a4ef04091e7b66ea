import { publicUuid } from './columns.js';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, accountRef } from './accounts.js';
import { customers } from './customers.js';

/**
 * Makes (workshop §3 Manufacturer). SYSTEM makes come from the NHTSA vPIC data (vpic_id set,
 * account_id null), loaded once into PostgreSQL; USER makes belong to one account.
 */
export const makes = pgTable(
  'makes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    vpicId: integer('vpic_id'),
    name: text('name').notNull(),
    source: text('source', { enum: ['USER', 'SYSTEM'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('makes_vpic_idx').on(t.vpicId),
    // One make of a name per account (case-insensitive); SYSTEM names are checked by the service.
    uniqueIndex('makes_account_name_idx')
      .on(t.accountId, sql`lower(${t.name})`)
      .where(sql`${t.accountId} IS NOT NULL`),
    index('makes_system_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.accountId} IS NULL`),
    // The VIN answer matches names accents and case ignored (atelier_search_key, migration 0005);
    // without these every lookup folded all 2 600 names.
    index('makes_name_key_idx').on(sql`atelier_search_key(${t.name})`),
    index('makes_name_trgm_idx').using('gin', sql`atelier_search_key(${t.name}) gin_trgm_ops`),
  ],
);

/** Models of a make; SYSTEM ones from vPIC, USER ones an account's own (possibly of a SYSTEM make). */
export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    vpicId: integer('vpic_id'),
    name: text('name').notNull(),
    source: text('source', { enum: ['USER', 'SYSTEM'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('models_make_idx').on(t.makeId, sql`lower(${t.name})`),
    index('models_make_name_key_idx').on(t.makeId, sql`atelier_search_key(${t.name})`),
    uniqueIndex('models_account_make_name_idx')
      .on(t.accountId, t.makeId, sql`lower(${t.name})`)
      .where(sql`${t.accountId} IS NOT NULL`),
  ],
);

/** Makes an account hides from its make lists (/settings/vehicle "Gestion des constructeurs"). */
export const makeExclusions = pgTable(
  'make_exclusions',
  {
    accountId: accountRef(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.makeId] })],
);

/** Equipment types (workshop §3): car, truck, motorcycle… each with its configurable fields. */
export const equipmentTypes = pgTable(
  'equipment_types',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('equipment_types_account_idx').on(t.accountId, t.position, t.id)],
);

/** A field of an equipment type; only GENERAL may repeat within a type (workshop §3). */
export const equipmentFields = pgTable(
  'equipment_fields',
  {
    id: serial('id').primaryKey(),
    equipmentTypeId: integer('equipment_type_id')
      .notNull()
      .references(() => equipmentTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    purpose: text('purpose').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('equipment_fields_type_idx').on(t.equipmentTypeId, t.position, t.id),
    uniqueIndex('equipment_fields_purpose_idx')
      .on(t.equipmentTypeId, t.purpose)
      .where(sql`${t.purpose} <> 'GENERAL'`),
  ],
);

/** Vehicles (workshop §3 Vehicle, "mech"). Deleted ones stay for the history of work orders. */
export const mechs = pgTable(
  'mechs',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    accountId: accountRef(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    // The VIN, upper case; the 17-box input fills it but older vehicles may have none.
    serialNumber: text('serial_number'),
    modelYear: integer('model_year'),
    makeId: integer('make_id').references(() => makes.id),
    modelId: integer('model_id').references(() => models.id),
    typeId: integer('type_id').references(() => equipmentTypes.id),
    // metric {license, unit, mileage_in, engineHours} of workshop §3, one column each.
    license: text('license'),
    unit: text('unit', { enum: ['km', 'mi'] })
      .notNull()
      .default('km'),
    mileageIn: integer('mileage_in'),
    engineHours: numeric('engine_hours', { precision: 10, scale: 1 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /*
     * A VIN is one vehicle: one live vehicle per VIN in a shop (mechs_account_vin_idx). Vehicles
     * that already shared a VIN before that rule keep it, flagged here (migration 0013): nothing
     * is deleted or rewritten, the first one recorded holds the VIN, and a flagged vehicle loses
     * its flag when its VIN changes. New duplicates are refused (ERR_VIN_TAKEN).
     */
    vinConflict: boolean('vin_conflict').notNull().default(false),
    // What the global search matches: the VIN and the plate without spaces or dashes, upper case.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`upper(coalesce(serial_number, '') || ' ' || regexp_replace(coalesce(license, ''), '[^A-Za-z0-9]', '', 'g'))`),
  },
  (t) => [
    // Target of the appointments' composite key (issue 15).
    uniqueIndex('mechs_account_id_idx').on(t.accountId, t.id),
    index('mechs_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('mechs_account_created_idx')
      .on(t.accountId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('mechs_customer_idx')
      .on(t.customerId)
      .where(sql`${t.deletedAt} IS NULL`),
    uniqueIndex('mechs_account_vin_idx')
      .on(t.accountId, t.serialNumber)
      .where(sql`${t.deletedAt} IS NULL AND ${t.serialNumber} IS NOT NULL AND ${t.serialNumber} <> '' AND NOT ${t.vinConflict}`),
  ],
);

/** Values of an equipment type's GENERAL and RUNTIME fields for one vehicle (fieldValues). */
export const mechFieldValues = pgTable(
  'mech_field_values',
  {
    mechId: integer('mech_id')
      .notNull()
      .references(() => mechs.id, { onDelete: 'cascade' }),
    equipmentFieldId: integer('equipment_field_id')
      .notNull()
      .references(() => equipmentFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mechId, t.equipmentFieldId] })],
);
