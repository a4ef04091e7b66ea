import { z } from 'zod';
import { coercedIntId, INT4_MAX, optionalText } from './bounds.js';
import { pagedListSchema, paginationQuerySchema } from './pagination.js';
import { isReportDate } from './reports.js';

/*
 * Technician time (shell §3 "Timelog entry", §4 "Clock-in", §7 the six timelog calls; workshop §3
 * "Time entry", §4 "Time calculations", §5; issue 13). Times travel as ISO UTC; a start or end may
 * also be sent as the spec's clock-in format `YYYY/MM/DD HH:mm:ss`, read in the shop's time zone.
 */

/** The longest entry a person may record: 24 h (a longer one is a forgotten clock). */
export const TIMELOG_MAX_HOURS = 24;
/** A running clock left open this long is closed by the server and flagged for review (issue 13). */
export const TIMELOG_AUTO_CLOSE_HOURS_DEFAULT = 12;
export const TIMELOG_NAME_MAX_LENGTH = 200;
export const TIMELOG_NOTES_MAX_LENGTH = 2000;

/** `YYYY/MM/DD HH:mm:ss` (shell §7, the clock-in start time), read in the shop's time zone. */
export const SHOP_TIME_PATTERN = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}(:\d{2})?$/;
/** An ISO date-time with its offset or Z (2026-11-24T13:05:00Z, 2026-11-24T08:05:00-05:00). */
export const ISO_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isTimeInput(value: string): boolean {
  if (ISO_TIME_PATTERN.test(value)) return !Number.isNaN(Date.parse(value));
  return SHOP_TIME_PATTERN.test(value);
}

const timeInput = (requiredCode: 'ERR_STARTTIME_REQUIRED' | 'ERR_ENDTIME_REQUIRED') =>
  z.string({ error: requiredCode }).trim().min(1, requiredCode).refine(isTimeInput, 'ERR_INVALID_TIME');

const optionalWorkorder = z
  .union([z.literal(''), z.uuid('ERR_NOT_FOUND')], { error: 'ERR_NOT_FOUND' })
  .nullish()
  .transform((v) => v || null);

const optionalLine = z
  .number({ error: 'ERR_VALIDATION' })
  .int('ERR_VALIDATION')
  .min(1, 'ERR_NOT_FOUND')
  .max(INT4_MAX, 'ERR_NOT_FOUND')
  .nullish()
  .transform((v) => v ?? null);

/** `user`: whose time it is, a uuid or `{ uuid }` (the spec's related user); default the caller. */
const userRef = z
  .union([z.uuid('ERR_USER_NOT_FOUND'), z.object({ uuid: z.uuid('ERR_USER_NOT_FOUND') }).transform((u) => u.uuid)], { error: 'ERR_USER_NOT_FOUND' })
  .nullish()
  .transform((v) => v ?? null);

/** Hours as a number (1.5), not the duration text: the web app parses "1h30m" before sending. */
const durationHours = z
  .number({ error: 'ERR_INVALID_DURATION' })
  .gt(0, 'ERR_INVALID_DURATION')
  .max(TIMELOG_MAX_HOURS, 'ERR_INVALID_DURATION')
  .nullish()
  .transform((v) => v ?? null);

/**
 * POST /api/timelog. Without `endTime` and `duration` it starts a running clock for the caller
 * (clocking out the caller's running one first, §4); with `duration` and no `endTime` the end is
 * start + duration (workshop §4). `endTime` before `startTime`: ERR_ENDTIME_BEFORE_START.
 */
export const createTimelogBodySchema = z.object({
  name: optionalText(TIMELOG_NAME_MAX_LENGTH),
  startTime: timeInput('ERR_STARTTIME_REQUIRED'),
  endTime: z
    .union([z.literal(''), timeInput('ERR_ENDTIME_REQUIRED')])
    .nullish()
    .transform((v) => v || null),
  duration: durationHours,
  workorderUuid: optionalWorkorder,
  /** A line (service) of that work order. */
  entryId: optionalLine,
  notes: optionalText(TIMELOG_NOTES_MAX_LENGTH),
  user: userRef,
});
export type CreateTimelogBody = z.infer<typeof createTimelogBodySchema>;

/** PUT /api/timelog/{id}: the whole entry. A closed entry keeps an end (ERR_ENDTIME_REQUIRED). */
export const updateTimelogBodySchema = createTimelogBodySchema;
export type UpdateTimelogBody = CreateTimelogBody;

/** POST /api/worksheets/{uuid}/clockin: optionally on one line (service) of the work order. */
export const clockInBodySchema = z
  .object({ entryId: optionalLine })
  .nullish()
  .transform((v) => ({ entryId: v?.entryId ?? null }));
export type ClockInBody = z.infer<typeof clockInBodySchema>;

export const timelogIdParamsSchema = z.object({ id: coercedIntId() });

const listDate = z.string({ error: 'ERR_VALIDATION' }).trim().refine(isReportDate, 'ERR_INVALID_DATE');
const flag = z
  .enum(['true', 'false', '1', '0'], 'ERR_VALIDATION')
  .transform((v) => v === 'true' || v === '1')
  .optional();

/**
 * GET /api/timelog: newest first, paged. `from`/`to` are days (YYYY-MM-DD, included) in the shop's
 * time zone; `running=true` keeps clocks still open (the clock-in strip asks `mine=true&running=true`).
 * Without `timelog:all` only the caller's own entries are listed, whatever `userUuid` says.
 */
export const timelogListQuerySchema = paginationQuerySchema
  .extend({
    userUuid: z.uuid('ERR_VALIDATION').optional(),
    /** The work order (shell §7 "optional query such as uuid"). */
    workorderUuid: z.uuid('ERR_VALIDATION').optional(),
    from: listDate.optional(),
    to: listDate.optional(),
    running: flag,
    mine: flag,
    /** Only entries the server closed by itself and nobody has reviewed yet. */
    toReview: flag,
  })
  .superRefine((q, ctx) => {
    // A malformed day already has its own issue: one message per field.
    if (q.from && q.to && isReportDate(q.from) && isReportDate(q.to) && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'ERR_INVALID_DATE' });
  });
export type TimelogListQuery = z.infer<typeof timelogListQuerySchema>;

const personSchema = z.object({ uuid: z.uuid(), fullname: z.string(), username: z.string() });

/** A time entry (shell §3, workshop §3). `duration` is in hours; null while the clock runs. */
export const timelogSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string().nullable(),
  /** ISO UTC. */
  startTime: z.string(),
  /** ISO UTC; null while the clock runs. */
  endTime: z.string().nullable(),
  /** The day of the start, YYYY-MM-DD in the shop's time zone. */
  date: z.string(),
  duration: z.number().nullable(),
  notes: z.string().nullable(),
  user: personSchema,
  /** The line (service) clocked on, with its title. */
  entryId: z.number().int().nullable(),
  entryName: z.string().nullable(),
  workorderUuid: z.uuid().nullable(),
  /** Same as workorderUuid (workshop §3 names both). */
  worksheetUuid: z.uuid().nullable(),
  /** The work order's number, for display with the shop's prefix. */
  worksheetId: z.number().int().nullable(),
  /** Closed by the server after the shop's limit, not by a person: to review. */
  autoClosed: z.boolean(),
  /** Who last changed someone else's entry, and when (issue 13). */
  editedBy: z.object({ uuid: z.uuid(), fullname: z.string() }).nullable(),
  editedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Timelog = z.infer<typeof timelogSchema>;

/**
 * The list's totals over every matching entry (not only the page): hours per day and per person,
 * for the timesheet and payroll. A running clock counts up to now.
 */
export const timelogTotalsSchema = z.object({
  hours: z.number(),
  byDay: z.array(z.object({ date: z.string(), hours: z.number() })),
  byUser: z.array(z.object({ uuid: z.uuid(), fullname: z.string(), hours: z.number() })),
});
export type TimelogTotals = z.infer<typeof timelogTotalsSchema>;

export const timelogListSchema = z.object({ ...pagedListSchema(timelogSchema).shape, totals: timelogTotalsSchema });
export type TimelogList = z.infer<typeof timelogListSchema>;

export const deleteTimelogResultSchema = z.object({ id: z.number().int() });

/** GET /api/reports/technicians?from&to: days in the shop's time zone, both included, at most 366. */
export const productivityQuerySchema = z.object({ from: listDate, to: listDate }).superRefine((q, ctx) => {
  if (!isReportDate(q.from) || !isReportDate(q.to)) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'ERR_INVALID_DATE' });
  else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > 366) ctx.addIssue({ code: 'custom', path: ['to'], message: 'ERR_INVALID_DATE' });
});
export type ProductivityQuery = z.infer<typeof productivityQuerySchema>;

/**
 * Per technician: hours clocked (all, and on work orders), hours sold, and efficiency = sold ÷
 * clocked on work orders (null when nothing was clocked on work orders).
 */
export const productivityRowSchema = z.object({
  user: personSchema,
  clockedHours: z.number(),
  workOrderHours: z.number(),
  soldHours: z.number(),
  efficiency: z.number().nullable(),
});
export type ProductivityRow = z.infer<typeof productivityRowSchema>;

export const productivityReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(productivityRowSchema),
  totals: productivityRowSchema.omit({ user: true }),
});
export type ProductivityReport = z.infer<typeof productivityReportSchema>;
