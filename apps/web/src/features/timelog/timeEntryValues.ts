import type { CreateTimelogBody, Timelog } from '@atelier/contracts/timelog';
import { TIMELOG_MAX_HOURS } from '@atelier/contracts/timelog';
import { formatDuration, parseDuration } from './duration';
import { isCalendarDate, shopToday, toShopWall } from './shopClock';
import { timeFieldValue } from './timeString';
import { fieldInstants, type TimeFields } from './timeRecalc';

/** The time-entry panel's values (workshop §2): selects hold strings, times HH:mm on the shop's clock. */
export interface TimeEntryValues extends TimeFields {
  userUuid: string | null;
  workorderUuid: string | null;
  /** The work order's line (service), as the select's value. */
  entryId: string | null;
  notes: string;
}

/** The fields the panel shows errors on (the API's detail fields, and its own). */
export const TIME_ENTRY_FIELDS = ['user', 'workorderUuid', 'entryId', 'duration', 'date', 'startTime', 'endTime', 'notes'] as const;
/** API detail field → the panel's field. */
export const FIELD_OF: Record<string, string> = { user: 'userUuid' };

/** The values of an entry, or of a new one (today in the shop, for the signed-in user). */
export function timeEntryValues(
  entry: Timelog | null,
  context: { zone: string; language: string; me: string | null; workorderUuid?: string | null; now?: number },
): TimeEntryValues {
  if (!entry) {
    return {
      userUuid: context.me,
      workorderUuid: context.workorderUuid ?? null,
      entryId: null,
      duration: '',
      date: shopToday(context.zone, context.now),
      startTime: '',
      endTime: '',
      endNextDay: false,
      notes: '',
    };
  }
  const start = toShopWall(entry.startTime, context.zone);
  const end = entry.endTime ? toShopWall(entry.endTime, context.zone) : null;
  return {
    userUuid: entry.user.uuid,
    workorderUuid: entry.workorderUuid,
    entryId: entry.entryId === null ? null : String(entry.entryId),
    duration: entry.duration === null ? '' : formatDuration(entry.duration, context.language),
    date: start?.date ?? entry.date,
    startTime: timeFieldValue(entry.startTime, context.zone),
    endTime: timeFieldValue(entry.endTime, context.zone),
    endNextDay: !!start && !!end && end.date > start.date,
    notes: entry.notes ?? '',
  };
}

/**
 * What the panel refuses before sending (translation keys by field): a day that is not one, a
 * duration that is not readable or not in (0, 24] h, no clock in, an end not after the start, a
 * closed entry left without its end.
 */
export function timeEntryErrors(values: TimeEntryValues, context: { zone: string; closed: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isCalendarDate(values.date)) errors.date = 'error.ERR_INVALID_DATE';
  const typed = values.duration.trim();
  const hours = typed ? parseDuration(typed) : null;
  if (typed && hours === null) errors.duration = 'timelog.form.durationUnreadable';
  else if (hours !== null && (hours <= 0 || hours > TIMELOG_MAX_HOURS)) errors.duration = 'error.ERR_INVALID_DURATION';
  if (errors.date) return errors;
  const { start, end } = fieldInstants(values, context.zone);
  if (!values.startTime || start === null) errors.startTime = 'error.ERR_STARTTIME_REQUIRED';
  if (context.closed && !values.endTime) errors.endTime = 'error.ERR_ENDTIME_REQUIRED';
  if (start !== null && end !== null) {
    if (end <= start) errors.endTime = 'error.ERR_ENDTIME_BEFORE_START';
    else if (end - start > TIMELOG_MAX_HOURS * 3_600_000) errors.duration = 'error.ERR_INVALID_DURATION';
  }
  return errors;
}

/**
 * The body of POST/PUT /api/timelog: times as ISO UTC. With an end, the server takes the duration
 * from start and end; a duration without an end makes the server set the end (never sent both).
 * Without a line the entry keeps its own name; with one, the line's title names it.
 */
export function toTimelogBody(values: TimeEntryValues, context: { zone: string; name: string | null }): CreateTimelogBody {
  const { start, end } = fieldInstants(values, context.zone);
  const hours = values.duration.trim() ? parseDuration(values.duration) : null;
  return {
    name: context.name,
    startTime: start === null ? '' : new Date(start).toISOString(),
    endTime: end === null ? null : new Date(end).toISOString(),
    duration: end === null ? hours : null,
    workorderUuid: values.workorderUuid || null,
    entryId: values.entryId ? Number(values.entryId) : null,
    notes: values.notes.trim() || null,
    user: values.userUuid || null,
  };
}
