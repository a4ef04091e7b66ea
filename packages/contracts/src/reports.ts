import { z } from 'zod';
import { pagedListSchema } from './pagination.js';
import { worksheetListQuerySchema, worksheetSchema } from './worksheets.js';

const REPORT_GROUPS = ['TODO', 'IN_PROGRESS', 'DONE'] as const;

/** The report's dates are bounded: a day of 2000–2099 (a calendar day, in the shop's time zone). */
export const REPORT_DATE_MIN = '2000-01-01';
export const REPORT_DATE_MAX = '2099-12-31';

/** 'YYYY-MM-DD' that names a real day (no 2026-02-30) within the bounds. */
export function isReportDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < REPORT_DATE_MIN || value > REPORT_DATE_MAX) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const reportDate = z.string({ error: 'ERR_VALIDATION' }).trim().refine(isReportDate, 'ERR_VALIDATION');

/**
 * GET /api/reports/worksheets (workshop §2 "Report", issue 5 "real columns", issue 10 "date range
 * and totals"): the work-order list (same filters: ?status=TODO,DONE as a comma-separated list of
 * groups, paged, newest first) where each row also carries its total with taxes, computed on the
 * server for the whole page at once. `from` and `to` (YYYY-MM-DD, both included, either optional)
 * keep the work orders created on those days in the shop's time zone; `from` ≤ `to`.
 */
export const reportListQuerySchema = worksheetListQuerySchema
  .pick({ page: true, pageSize: true, status: true })
  .extend({ from: reportDate.optional(), to: reportDate.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'ERR_VALIDATION' });
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const reportRowSchema = worksheetSchema.extend({
  /** Subtotal plus the taxes of the account's first tax group, as GET /api/worksheets/{uuid}/totals gives it. */
  total: z.number(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/**
 * Sums of a set of work orders, in integer cents (exact): each work order's subtotal and taxes as
 * GET /api/worksheets/{uuid}/totals rounds them, added up — so `totalCents` is the sum of the rows'
 * totals. `taxes` follow the account's first tax group, in order.
 */
export const reportSumsSchema = z.object({
  count: z.number().int(),
  subtotalCents: z.number().int(),
  taxes: z.array(z.object({ name: z.string(), rate: z.number(), amountCents: z.number().int() })),
  totalCents: z.number().int(),
});
export type ReportSums = z.infer<typeof reportSumsSchema>;

/** The whole filtered set (every page), overall and per status group (groups without work orders are left out). */
export const reportTotalsSchema = reportSumsSchema.extend({
  groups: z.array(reportSumsSchema.extend({ group: z.enum(REPORT_GROUPS) })),
});
export type ReportTotals = z.infer<typeof reportTotalsSchema>;

export const reportListSchema = z.object({
  list: z.array(reportRowSchema),
  ...pagedListSchema(reportRowSchema).shape,
  /** `total` is a floor: counting stopped there, more work orders match (the list shows "10 000+"). */
  totalCapped: z.boolean().optional().default(false),
  currency: z.string(),
  totals: reportTotalsSchema,
});
export type ReportList = z.infer<typeof reportListSchema>;
