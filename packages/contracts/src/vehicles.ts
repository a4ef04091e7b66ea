import { z } from 'zod';
import { coercedIntId, intId, moneyAmount } from './bounds.js';
import { listSearchQuery, pagedListSchema, paginationQuerySchema } from './pagination.js';
import { VIN_PATTERN } from './vin.js';
import { ENTRY_NAME_MAX_LENGTH, EQUIPMENT_PURPOSES, ENTRY_TYPES, MAKE_SOURCES, MILEAGE_UNITS, MODEL_YEAR_MIN } from './vehicle-constants.js';

export * from './vehicle-constants.js';

// ---------------------------------------------------------------- makes and models (§7)

/** Make (workshop §3 Manufacturer): SYSTEM from NHTSA vPIC, USER the account's own. */
export const makeSchema = z.object({ id: z.number().int(), name: z.string(), source: z.enum(MAKE_SOURCES) });
export type Make = z.infer<typeof makeSchema>;

export const modelSchema = z.object({ id: z.number().int(), name: z.string(), source: z.enum(MAKE_SOURCES) });
export type Model = z.infer<typeof modelSchema>;

/** GET /nhtsa/makes, GET and PUT /exclusions: makes as a plain array (§7). */
export const makeListSchema = z.array(makeSchema);
/** GET /nhtsa/{makeId}/models. */
export const modelListSchema = z.array(modelSchema);

/**
 * GET /api/nhtsa/makes and GET /api/nhtsa/{makeId}/models: `data` is an array ordered USER then
 * SYSTEM, then by name; `q` matches anywhere in the name, accents and case ignored. The number of
 * matches before `limit` is in the X-Total-Count header (the settings page shows it).
 */
export const makeListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(20000).default(100),
});
export type MakeListQuery = z.infer<typeof makeListQuerySchema>;

/** POST /api/nhtsa/makes and POST /api/nhtsa/{makeId}/models: 'Ajouter {text}?' (§5). */
export const nameBodySchema = z.object({
  name: z.string({ error: 'ERR_NAME_REQUIRED' }).trim().min(1, 'ERR_NAME_REQUIRED').max(80, 'ERR_VALIDATION'),
});
export type NameBody = z.infer<typeof nameBodySchema>;

const idParam = coercedIntId;

export const makeParamsSchema = z.object({ makeId: idParam('ERR_NOT_FOUND') });

// ---------------------------------------------------------------- exclusions (§7)

/** POST /api/exclusions/makes: the account's excluded makes become exactly this set. */
export const makeExclusionsBodySchema = z.object({
  makeIds: z.array(idParam('ERR_MAKEID_REQUIRED')).max(20000),
});

// ---------------------------------------------------------------- equipment types (§3, §7)

export const equipmentFieldSchema = z.object({ id: z.number().int(), name: z.string(), purpose: z.enum(EQUIPMENT_PURPOSES) });
export type EquipmentField = z.infer<typeof equipmentFieldSchema>;

export const equipmentTypeSchema = z.object({ id: z.number().int(), name: z.string(), fields: z.array(equipmentFieldSchema) });
export type EquipmentType = z.infer<typeof equipmentTypeSchema>;

/** GET /equipments: the shop's equipment types as a plain array (§7). */
export const equipmentTypeListSchema = z.array(equipmentTypeSchema);
/** DELETE /equipments/{id}. */
export const deleteEquipmentTypeResultSchema = z.object({ id: z.number().int() });

/**
 * POST /api/equipments and PUT /api/equipments/{id}: name and the whole list of fields (a field
 * with an id is renamed, one without is added, a stored field missing from the list is removed).
 * Only GENERAL may repeat (§3).
 */
export const equipmentBodySchema = z.object({
  name: z.string({ error: 'ERR_NAME_REQUIRED' }).trim().min(1, 'ERR_NAME_REQUIRED').max(80, 'ERR_VALIDATION'),
  fields: z
    .array(
      z.object({
        id: intId().optional(),
        name: z.string({ error: 'ERR_NAME_REQUIRED' }).trim().min(1, 'ERR_NAME_REQUIRED').max(80, 'ERR_VALIDATION'),
        purpose: z.enum(EQUIPMENT_PURPOSES, 'ERR_VALIDATION'),
      }),
    )
    .max(40, 'ERR_VALIDATION')
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (field.purpose === 'GENERAL') return;
        if (seen.has(field.purpose)) ctx.addIssue({ code: 'custom', path: [index, 'purpose'], message: 'ERR_EQUIPMENT_PURPOSE_REPEATED' });
        seen.add(field.purpose);
      });
    })
    .default([]),
});
export type EquipmentBody = z.infer<typeof equipmentBodySchema>;

export const equipmentParamsSchema = z.object({ id: idParam('ERR_NOT_FOUND') });
export const equipmentFieldParamsSchema = z.object({ id: idParam('ERR_NOT_FOUND'), fieldId: idParam('ERR_NOT_FOUND') });

// ---------------------------------------------------------------- vehicles (§3 Vehicle, §7)

const makeRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const mechMetricSchema = z.object({
  license: z.string().nullable(),
  unit: z.enum(MILEAGE_UNITS),
  mileage_in: z.number().int().nullable(),
  engineHours: z.number().nullable(),
});
export type MechMetric = z.infer<typeof mechMetricSchema>;

export const mechFieldValueSchema = z.object({
  equipmentFieldId: z.number().int(),
  purpose: z.enum(EQUIPMENT_PURPOSES),
  value: z.string(),
});

/** A vehicle as read (workshop §3): `model.make` when a model is set, `make` always when known. */
export const mechSchema = z.object({
  uuid: z.uuid(),
  serialNumber: z.string().nullable(),
  modelYear: z.number().int().nullable(),
  make: makeRefSchema.nullable(),
  model: makeRefSchema.extend({ make: makeRefSchema }).nullable(),
  type: makeRefSchema.nullable(),
  metric: mechMetricSchema,
  fieldValues: z.array(mechFieldValueSchema),
  customer: z.object({ uuid: z.uuid(), fullname: z.string(), mobile: z.string().nullable() }),
  /** Backlog entries not yet done; the list shows it. */
  entryCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Mech = z.infer<typeof mechSchema>;

const optionalText = (max: number, message = 'ERR_VALIDATION') =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

const refSchema = z.object({ id: intId() });

/**
 * The `mech` object of POST /api/mechs and PUT /api/mechs/{uuid} (§7). `model` or `make` (or
 * both: they must agree); VIN upper-cased; year within MODEL_YEAR_MIN and next year. At least
 * one of VIN, year, make, model or licence plate (ERR_MECH_DETAILS_REQUIRED).
 */
export const mechInputSchema = z.object({
  serialNumber: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.union([z.literal(''), z.string().regex(VIN_PATTERN, 'ERR_INVALID_VIN')]))
    .nullish()
    .transform((v) => v || null),
  modelYear: z.coerce
    .number({ error: 'ERR_INVALID_YEAR' })
    .int('ERR_INVALID_YEAR')
    .min(MODEL_YEAR_MIN, 'ERR_INVALID_YEAR')
    .refine((year) => year <= new Date().getFullYear() + 1, 'ERR_INVALID_YEAR')
    .nullish()
    .transform((v) => v ?? null),
  make: refSchema.nullish().transform((v) => v ?? null),
  model: refSchema
    .extend({ make: refSchema.optional() })
    .nullish()
    .transform((v) => v ?? null),
  type: refSchema.nullish().transform((v) => v ?? null),
  metric: z
    .object({
      license: optionalText(20),
      unit: z.enum(MILEAGE_UNITS, 'ERR_VALIDATION').default('km'),
      mileage_in: z
        .number({ error: 'ERR_VALIDATION' })
        .int('ERR_VALIDATION')
        .min(0, 'ERR_VALIDATION')
        .max(9_999_999, 'ERR_VALIDATION')
        .nullish()
        .transform((v) => v ?? null),
      engineHours: z
        .number({ error: 'ERR_VALIDATION' })
        .min(0, 'ERR_VALIDATION')
        .max(999_999, 'ERR_VALIDATION')
        .nullish()
        .transform((v) => v ?? null),
    })
    .default({ license: null, unit: 'km', mileage_in: null, engineHours: null }),
  fieldValues: z
    .array(z.object({ equipmentFieldId: intId(), value: z.string().trim().max(500, 'ERR_VALIDATION') }))
    .max(40)
    .default([]),
});
export type MechInput = z.infer<typeof mechInputSchema>;

export const createMechBodySchema = z.object({
  mech: mechInputSchema.extend({ customerUuid: z.uuid('ERR_CUSTOMER_REQUIRED') }),
});
export type CreateMechBody = z.infer<typeof createMechBodySchema>;

export const updateMechBodySchema = z.object({ mech: mechInputSchema });
export type UpdateMechBody = z.infer<typeof updateMechBodySchema>;

/** PUT /api/mechs/{uuid}/customer: the vehicle's new owner, a live customer of the shop. */
export const moveMechBodySchema = z.object({ customerUuid: z.uuid('ERR_NOT_FOUND') });
export type MoveMechBody = z.infer<typeof moveMechBodySchema>;

/** True when a vehicle input carries something that identifies it (ERR_MECH_DETAILS_REQUIRED). */
export function hasMechDetails(mech: MechInput): boolean {
  return !!(mech.serialNumber || mech.modelYear || mech.make || mech.model || mech.metric.license);
}

/** GET /api/mechs: newest first, paged; `customerUuid` narrows to one customer, `q` to VIN/plate/name. */
export const mechListQuerySchema = paginationQuerySchema.extend({
  q: listSearchQuery(),
  customerUuid: z.uuid('ERR_NOT_FOUND').optional(),
});
export type MechListQuery = z.infer<typeof mechListQuerySchema>;

export const mechListSchema = pagedListSchema(mechSchema);

export const mechParamsSchema = z.object({ uuid: z.uuid('ERR_NOT_FOUND') });
export const deleteMechResultSchema = z.object({ uuid: z.uuid() });

// ---------------------------------------------------------------- entries (§3 Entry)

export const entrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string().nullable(),
  type: z.enum(ENTRY_TYPES),
  status: makeRefSchema.nullable(),
  value_measured: z.number(),
  price: z.number().nullable(),
  /** The linked catalogue item; work orders link entries to the catalogue. */
  related_item: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  mechUuid: z.uuid().nullable(),
  worksheetUuid: z.uuid().nullable(),
  invoiceUuid: z.uuid().nullable(),
  /** Issue 14: discount in percent (0 when none). */
  discount: z.number().optional(),
});
export type Entry = z.infer<typeof entrySchema>;

const money = moneyAmount;

/** One backlog entry as the vehicle drawer sends it; with `id` it updates that entry. */
export const entryInputSchema = z.object({
  id: intId().optional(),
  name: z.string({ error: 'ERR_TITLE_REQUIRED' }).trim().min(1, 'ERR_TITLE_REQUIRED').max(ENTRY_NAME_MAX_LENGTH, 'ERR_VALIDATION'),
  content: optionalText(2000),
  type: z.enum(ENTRY_TYPES, 'ERR_VALIDATION').default('SERVICE'),
  // §5: quantity minimum 1; PRODUCT defaults to 1.
  value_measured: z.number({ error: 'ERR_INVALID_QUANTITY' }).min(1, 'ERR_INVALID_QUANTITY').max(99_999, 'ERR_INVALID_QUANTITY').default(1),
  price: money('ERR_INVALID_PRICE')
    .nullish()
    .transform((v) => v ?? null),
});
export type EntryInput = z.infer<typeof entryInputSchema>;

/**
 * POST /api/mechs/{uuid}/entries: the vehicle's backlog becomes exactly this list, in this order
 * (entries with an id are updated, others created, backlog entries left out are removed), in
 * one transaction. Entries already on a work order or invoice are never touched.
 */
export const saveEntriesBodySchema = z.object({ entries: z.array(entryInputSchema).max(100, 'ERR_VALIDATION') });
export type SaveEntriesBody = z.infer<typeof saveEntriesBodySchema>;

export const entryListSchema = z.object({ list: z.array(entrySchema) });
export const entriesQuerySchema = z.object({ mechUuid: z.uuid('ERR_NOT_FOUND') });

/**
 * A 409 ERR_VIN_TAKEN names the shop's vehicle that has the VIN in a detail whose field is
 * `existingMech:{uuid}` (details carry a field and a catalogue code, nothing else).
 */
export const EXISTING_MECH_FIELD_PREFIX = 'existingMech:';

/** The uuid of the vehicle that already has the VIN, from an ERR_VIN_TAKEN answer's details. */
export function existingMechOf(details: readonly { field: string; message: string }[]): string | null {
  const detail = details.find((d) => d.field.startsWith(EXISTING_MECH_FIELD_PREFIX));
  return detail ? detail.field.slice(EXISTING_MECH_FIELD_PREFIX.length) : null;
}
