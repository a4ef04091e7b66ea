import { z } from 'zod';
import { coercedIntId, INT4_MAX, intId, moneyAmount } from './bounds.js';
import { listSearchQuery, pagedListSchema, paginationQuerySchema } from './pagination.js';
import { worksheetInvoiceSchema } from './worksheet-invoice.js';
import { ENTRY_NAME_MAX_LENGTH, ENTRY_TYPES, MILEAGE_UNITS } from './vehicle-constants.js';

/*
 * Work orders and their lines (workshop §3 Worksheet, Entry; §7 "Work orders", "Vehicles and
 * entries"). Status groups are repeated here on purpose (the status contracts are another file).
 */
const WORKSHEET_GROUPS = ['TODO', 'IN_PROGRESS', 'DONE'] as const;

const namedRef = z.object({ id: z.number().int(), name: z.string() });

/** The vehicle as a work order shows it: the parts of its display name, VIN and plate. */
export const worksheetMechSchema = z.object({
  uuid: z.uuid(),
  serialNumber: z.string().nullable(),
  modelYear: z.number().int().nullable(),
  make: namedRef.nullable(),
  model: namedRef.extend({ make: namedRef }).nullable(),
  type: namedRef.nullable(),
  license: z.string().nullable(),
  /** The odometer as last recorded on the vehicle, in `unit` (the printed work order shows it; issue 10). */
  mileageIn: z.number().int().nullable(),
  unit: z.enum(MILEAGE_UNITS),
  engineHours: z.number().nullable(),
});

export const worksheetSchema = z.object({
  uuid: z.uuid(),
  /** The shop's work-order number (gap-free, from the account's counter). */
  worksheetId: z.number().int(),
  customer: z.object({ uuid: z.uuid(), fullname: z.string(), mobile: z.string().nullable() }),
  mech: worksheetMechSchema.nullable(),
  /** `username` gives the avatar's initials, as everywhere else (shell §2; issue 10). */
  technician: z.object({ uuid: z.uuid(), fullname: z.string(), username: z.string() }).nullable(),
  statusId: z.number().int(),
  status: z.object({ id: z.number().int(), name: z.string(), group: z.enum(WORKSHEET_GROUPS) }),
  /** When the work order entered its current status. */
  statusChangedAt: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Issue 14: its most recent invoice (a DONE work order without one is READY, "Prêt à facturer"). */
  invoice: worksheetInvoiceSchema.nullable().optional(),
});
export type Worksheet = z.infer<typeof worksheetSchema>;

const optionalUuid = (message: string) =>
  z
    .union([z.literal(''), z.uuid(message)], { error: message })
    .nullish()
    .transform((v) => v || null);

/** PUT /api/worksheets/{uuid}: the whole work order. */
export const worksheetBodySchema = z.object({
  customerUuid: z.uuid('ERR_CUSTOMER_REQUIRED'),
  /** A live vehicle of that customer. */
  mechUuid: optionalUuid('ERR_NOT_FOUND'),
  /** A live user of the shop. */
  technicianUuid: optionalUuid('ERR_NOT_FOUND'),
  statusId: intId('ERR_STATUS_REQUIRED'),
  notes: z
    .string({ error: 'ERR_VALIDATION' })
    .trim()
    .max(5000, 'ERR_VALIDATION')
    .nullish()
    .transform((v) => v || null),
});
export type WorksheetBody = z.infer<typeof worksheetBodySchema>;

/** POST /api/worksheets: `pullBacklog` moves the vehicle's backlog onto the new work order. */
export const createWorksheetBodySchema = worksheetBodySchema.extend({
  pullBacklog: z.boolean({ error: 'ERR_VALIDATION' }).default(false),
});
export type CreateWorksheetBody = z.infer<typeof createWorksheetBodySchema>;

/**
 * GET /api/worksheets: newest first, paged. `status` is a comma-separated list of groups
 * (?status=TODO,DONE, workshop §7); `q` matches the number, the customer's name, a VIN or plate.
 */
export const worksheetListQuerySchema = paginationQuerySchema.extend({
  q: listSearchQuery(),
  status: z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((group) => group.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(WORKSHEET_GROUPS, 'ERR_VALIDATION')))
    .optional(),
  statusId: coercedIntId('ERR_VALIDATION').optional(),
  technicianUuid: z.uuid('ERR_VALIDATION').optional(),
  customerUuid: z.uuid('ERR_VALIDATION').optional(),
});
export type WorksheetListQuery = z.infer<typeof worksheetListQuerySchema>;

/** `list` and `items` are the same array (workshop §7: "a list client also returns items"). */
export const worksheetListSchema = z.object({
  list: z.array(worksheetSchema),
  ...pagedListSchema(worksheetSchema).shape,
  /** `total` is a floor: counting stopped there, more work orders match (the list shows "10 000+"). */
  totalCapped: z.boolean().optional().default(false),
});
export type WorksheetList = z.infer<typeof worksheetListSchema>;

/** Cards per board column: the newest ones; the column's header shows how many there are. */
export const BOARD_COLUMN_SIZE = 50;

/** GET /api/worksheets/board: the workflow board in one call, optionally one technician's work. */
export const boardQuerySchema = z.object({
  technicianUuid: z.uuid('ERR_VALIDATION').optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/**
 * One column per work-order status of the shop: its newest BOARD_COLUMN_SIZE live work orders and
 * how many it holds (`totalCapped`: counting stopped at `total`, shown as "10 000+").
 */
export const boardSchema = z.object({
  columns: z.array(
    z.object({
      statusId: z.number().int(),
      list: z.array(worksheetSchema),
      total: z.number().int(),
      totalCapped: z.boolean(),
    }),
  ),
});
export type Board = z.infer<typeof boardSchema>;

/**
 * GET /api/worksheets/next-number: the number the next work order will take (the start number,
 * or the one after the last used when that is higher) and the last one used (null: none yet).
 */
export const nextWorksheetNumberSchema = z.object({ next: z.number().int(), lastUsed: z.number().int().nullable() });
export type NextWorksheetNumber = z.infer<typeof nextWorksheetNumberSchema>;

export const worksheetParamsSchema = z.object({ uuid: z.uuid('ERR_NOT_FOUND') });
export const deleteWorksheetResultSchema = z.object({ uuid: z.uuid() });

/**
 * GET /api/worksheets/{uuid}/totals. Money in the account's currency, exact to the cent: each
 * line rounded half-up, each tax computed on the subtotal and rounded half-up (workshop §5).
 */
export const worksheetTotalsSchema = z.object({
  services: z.number(),
  parts: z.number(),
  subtotal: z.number(),
  taxes: z.array(z.object({ id: z.number().int(), name: z.string(), rate: z.number(), amount: z.number() })),
  total: z.number(),
  currency: z.string(),
});
export type WorksheetTotals = z.infer<typeof worksheetTotalsSchema>;

/**
 * GET /api/worksheets/technicians: who a work order can be given to (the shop's live users whose
 * role works on work orders), by name. The technician select needs it without users:read.
 */
export const technicianListSchema = z.object({ list: z.array(z.object({ uuid: z.uuid(), fullname: z.string() })) });
export type TechnicianList = z.infer<typeof technicianListSchema>;

// ---------------------------------------------------------------- work-order lines

const money = moneyAmount;

const quantity = z.number({ error: 'ERR_INVALID_QUANTITY' }).min(1, 'ERR_INVALID_QUANTITY').max(99_999, 'ERR_INVALID_QUANTITY');
const lineTitle = z.string({ error: 'ERR_TITLE_REQUIRED' }).trim().max(ENTRY_NAME_MAX_LENGTH, 'ERR_VALIDATION');
const lineContent = z.string({ error: 'ERR_VALIDATION' }).trim().max(2000, 'ERR_VALIDATION').nullish();
const lineStatusId = z.number({ error: 'ERR_VALIDATION' }).int('ERR_VALIDATION').min(1, 'ERR_NOT_FOUND').max(INT4_MAX, 'ERR_NOT_FOUND').nullish();
/** Issue 14: a line's discount in percent, 0–100 with at most two decimals. */
const lineDiscount = z
  .number({ error: 'ERR_VALIDATION' })
  .min(0, 'ERR_VALIDATION')
  .max(100, 'ERR_VALIDATION')
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'ERR_VALIDATION');
const relatedItem = z.object({ id: z.number({ error: 'ERR_VALIDATION' }).int('ERR_VALIDATION').min(1, 'ERR_NOT_FOUND').max(INT4_MAX, 'ERR_NOT_FOUND') }).nullish();

/**
 * POST /api/entries: a line of a work order. With `related_item` (a catalogue service or
 * product of the shop), what is not sent (name, content, price, type) is taken from the item
 * (§4). The title is required otherwise; its error names the field 'title' (§5, §8).
 * Only SERVICE lines carry a status; a price left out (or null) on a SERVICE line is the
 * hourly rate in the totals.
 */
export const createEntryBodySchema = z
  .object({
    /** The line's work order, or (issue 14) the draft invoice it is added to: exactly one of the two. */
    worksheetUuid: z.uuid('ERR_WORKORDER_REQUIRED').optional(),
    invoiceUuid: z.uuid('ERR_NOT_FOUND').optional(),
    name: lineTitle.optional(),
    content: lineContent,
    type: z.enum(ENTRY_TYPES, 'ERR_VALIDATION').optional(),
    value_measured: quantity.default(1),
    price: money('ERR_INVALID_PRICE').nullish(),
    statusId: lineStatusId,
    related_item: relatedItem,
    discount: lineDiscount.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.worksheetUuid && !body.invoiceUuid) ctx.addIssue({ code: 'custom', path: ['worksheetUuid'], message: 'ERR_WORKORDER_REQUIRED' });
    if (body.worksheetUuid && body.invoiceUuid) ctx.addIssue({ code: 'custom', path: ['invoiceUuid'], message: 'ERR_VALIDATION' });
    if (!body.name && !body.related_item) ctx.addIssue({ code: 'custom', path: ['title'], message: 'ERR_TITLE_REQUIRED' });
  });
export type CreateEntryBody = z.infer<typeof createEntryBodySchema>;

/**
 * PATCH /api/entries/{id}: only what is sent changes. `related_item: null` unlinks the line
 * (keeping its values); a new `related_item` fills what is not sent from that item.
 */
export const updateEntryBodySchema = z
  .object({
    name: lineTitle.optional(),
    content: lineContent,
    value_measured: quantity.optional(),
    price: money('ERR_INVALID_PRICE').nullish(),
    statusId: lineStatusId,
    related_item: relatedItem,
    discount: lineDiscount.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.name !== undefined && !body.name) ctx.addIssue({ code: 'custom', path: ['title'], message: 'ERR_TITLE_REQUIRED' });
  });
export type UpdateEntryBody = z.infer<typeof updateEntryBodySchema>;

export const entryIdParamsSchema = z.object({
  id: coercedIntId(),
});
export const deleteEntryResultSchema = z.object({ id: z.number().int() });
