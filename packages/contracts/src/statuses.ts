import { z } from 'zod';
import { coercedIntId } from './bounds.js';

/**
 * Work-order and entry status categories (shell spec §4, workshop §4): TODO, IN_PROGRESS, DONE
 * (DONE also means ready to invoice). Every status belongs to one group; the board and the totals
 * need at least one status per group, so the last one of a group cannot be deleted.
 */
export const STATUS_GROUPS = ['TODO', 'IN_PROGRESS', 'DONE'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

/** Status names are free text (§5 shows no bounds); 60 characters keeps a board column readable. */
export const STATUS_NAME_MAX = 60;

/** The two kinds of statuses: work orders (/api/worksheet-status) and entries (/api/status). */
export const STATUS_KINDS = ['worksheet', 'entry'] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

/** Worksheet status and entry status (workshop §3): id, name, group, order (0-based within the group). */
export const statusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.enum(STATUS_GROUPS),
  order: z.number().int(),
});
export type Status = z.infer<typeof statusSchema>;

/** DELETE /worksheet-status/{id}, DELETE /status/{id}. */
export const deleteStatusResultSchema = z.object({ id: z.number().int() });

/** GET /api/worksheet-status and GET /api/status: every group, each in order (§3 "a grouped list"). */
export const groupedStatusesSchema = z.object({
  TODO: z.array(statusSchema),
  IN_PROGRESS: z.array(statusSchema),
  DONE: z.array(statusSchema),
});
export type GroupedStatuses = z.infer<typeof groupedStatusesSchema>;

const statusName = z.string({ error: 'ERR_NAME_REQUIRED' }).trim().min(1, 'ERR_NAME_REQUIRED').max(STATUS_NAME_MAX, 'ERR_VALIDATION');
const statusGroup = z.enum(STATUS_GROUPS, 'ERR_VALIDATION');

/** POST /api/worksheet-status and POST /api/status: a new status, last of its group. */
export const createStatusBodySchema = z.object({ name: statusName, group: statusGroup });
export type CreateStatusBody = z.infer<typeof createStatusBodySchema>;

/**
 * PATCH /api/worksheet-status/{id} and PATCH /api/status/{id} (§7 "name, or order"): a new name,
 * and/or a new place — `order` is the 0-based index in the group (past the end means last);
 * `group` moves the status to another group (at `order`, or last without it).
 */
export const updateStatusBodySchema = z
  .object({
    name: statusName.optional(),
    order: z.number({ error: 'ERR_VALIDATION' }).int('ERR_VALIDATION').min(0, 'ERR_VALIDATION').max(10_000, 'ERR_VALIDATION').optional(),
    group: statusGroup.optional(),
  })
  .refine((body) => body.name !== undefined || body.order !== undefined || body.group !== undefined, {
    message: 'ERR_VALIDATION',
    path: ['name'],
  });
export type UpdateStatusBody = z.infer<typeof updateStatusBodySchema>;

export const statusParamsSchema = z.object({
  id: coercedIntId(),
});
