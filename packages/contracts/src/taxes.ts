import { z } from 'zod';
import { coercedIntId, intId } from './bounds.js';

/** Tax (workshop §3): rate in percent, e.g. 9.975 for the QST. */
export const taxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  rate: z.number(),
});
export type Tax = z.infer<typeof taxSchema>;

/** Tax group (workshop §3): id, name, taxes list. The first group applies to work-order totals. */
export const taxGroupSchema = z.object({ id: z.number().int(), name: z.string(), taxes: z.array(taxSchema) });
export type TaxGroup = z.infer<typeof taxGroupSchema>;

/** GET /api/taxes and the answer of PATCH /api/taxes: groups in order, each with its taxes in order. */
export const taxGroupListSchema = z.object({ list: z.array(taxGroupSchema) });
export type TaxGroupList = z.infer<typeof taxGroupListSchema>;

export const TAX_RATE_MAX = 100;
export const TAX_RATE_DECIMALS = 4;

/** A rate the taxes table can hold: 0 to 100 percent, at most 4 decimals (9.975 is fine). */
export function isValidTaxRate(rate: number): boolean {
  if (!Number.isFinite(rate) || rate < 0 || rate > TAX_RATE_MAX) return false;
  // String(n) is the shortest text that reads back as n, so its digits are the decimals typed.
  return /^\d+(\.\d{1,4})?$/.test(String(rate));
}

const id = intId();
const name = z.string({ error: 'ERR_NAME_REQUIRED' }).trim().min(1, 'ERR_NAME_REQUIRED').max(80, 'ERR_VALIDATION');

/**
 * PATCH /api/taxes: the whole list of groups. A group or tax with an id is updated, one without
 * is created, a stored one left out is removed; order is the list order. A new tax rate
 * defaults to 0 (workshop §9).
 */
export const taxGroupsBodySchema = z.object({
  list: z
    .array(
      z.object({
        id: id.optional(),
        name,
        taxes: z
          .array(
            z.object({
              id: id.optional(),
              name,
              description: z
                .string()
                .trim()
                .max(200, 'ERR_VALIDATION')
                .nullish()
                .transform((v) => v || null),
              rate: z.number({ error: 'ERR_INVALID_TAX_RATE' }).refine(isValidTaxRate, 'ERR_INVALID_TAX_RATE').default(0),
            }),
          )
          .max(20, 'ERR_VALIDATION')
          .default([]),
      }),
    )
    .max(20, 'ERR_VALIDATION'),
});
export type TaxGroupsBody = z.input<typeof taxGroupsBodySchema>;
export type TaxGroupsInput = z.infer<typeof taxGroupsBodySchema>;

export const taxParamsSchema = z.object({
  id: coercedIntId(),
});

/** DELETE /taxes/{id}. */
export const deleteTaxResultSchema = z.object({ id: z.number().int() });
