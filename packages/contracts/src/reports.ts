import { z } from 'zod';
import { worksheetListQuerySchema, worksheetSchema } from './worksheets.js';

/**
 * GET /api/reports/worksheets (workshop §2 "Report", issue 5 "real columns"): the work-order list
 * (same filters: ?status=TODO,DONE as a comma-separated list of groups, paged, newest first) where
 * each row also carries its total with taxes, computed on the server for the whole page at once.
 */
export const reportListQuerySchema = worksheetListQuerySchema.pick({ page: true, pageSize: true, status: true });
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const reportRowSchema = worksheetSchema.extend({
  /** Subtotal plus the taxes of the account's first tax group, as GET /api/worksheets/{uuid}/totals gives it. */
  total: z.number(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportListSchema = z.object({
  list: z.array(reportRowSchema),
  items: z.array(reportRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** `total` is a floor: counting stopped there, more work orders match (the list shows "10 000+"). */
  totalCapped: z.boolean().optional().default(false),
  currency: z.string(),
});
export type ReportList = z.infer<typeof reportListSchema>;
