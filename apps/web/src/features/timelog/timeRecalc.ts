import { TIMELOG_MAX_HOURS } from '@atelier/contracts/timelog';
import { formatDuration, parseDuration } from './duration';
import { addDays, daysBetween, fromShopWall, shopNow, toShopWall } from './shopClock';

/*
 * The time-entry panel's calculations (workshop §4 "Time calculations"): entering a duration sets
 * the end from the start (the start defaults to now in the shop's zone when absent); changing the
 * start or the end recalculates the duration unless the duration was typed by hand; an end before
 * the start leaves the duration as it was.
 */

/** The panel's time fields: a day, clock in and out as HH:mm on the shop's wall clock. */
export interface TimeFields {
  /** The day of the clock in, 'YYYY-MM-DD'. */
  date: string;
  startTime: string;
  endTime: string;
  /** The clock out falls on the day after `date` (an entry across midnight). */
  endNextDay: boolean;
  /** Duration text as typed or as calculated ("1 h 30"). */
  duration: string;
}

export interface TimeState {
  fields: TimeFields;
  /** The duration was typed by hand: start and end changes no longer rewrite it. */
  durationTyped: boolean;
}

export interface ClockContext {
  zone: string;
  language: string;
  /** Now (ms), for the start's default. */
  now?: number;
}

/** The clock in and clock out as instants (ms), null where a field is empty or not a real time. */
export function fieldInstants(fields: TimeFields, zone: string): { start: number | null; end: number | null } {
  const start = fields.startTime ? fromShopWall(fields.date, fields.startTime, zone) : null;
  const endDay = fields.endNextDay && fields.date ? addDays(fields.date, 1) : fields.date;
  const end = fields.endTime ? fromShopWall(endDay, fields.endTime, zone) : null;
  return { start, end };
}

/** The duration from the start and the end; untouched when either is missing or the end is not after the start. */
function recalculated(fields: TimeFields, { zone, language }: ClockContext): TimeFields {
  const { start, end } = fieldInstants(fields, zone);
  if (start === null || end === null || end <= start) return fields;
  return { ...fields, duration: formatDuration((end - start) / 3_600_000, language) };
}

/** The end set from the start and a number of hours (on the next day when it passes midnight). */
function endFrom(fields: TimeFields, start: number, hours: number, zone: string): TimeFields {
  const end = toShopWall(start + hours * 3_600_000, zone);
  if (!end) return fields;
  return { ...fields, endTime: end.time, endNextDay: daysBetween(fields.date, end.date) >= 1 };
}

/** A duration typed in the panel. */
export function changeDuration({ fields }: TimeState, text: string, context: ClockContext): TimeState {
  const typed = text.trim() !== '';
  let next: TimeFields = { ...fields, duration: text };
  const hours = parseDuration(text);
  // Unreadable text stays as typed (the field says so on save); nothing else moves.
  if (hours === null || hours <= 0 || hours > TIMELOG_MAX_HOURS) return { fields: next, durationTyped: typed };
  let start = fieldInstants(next, context.zone).start;
  if (start === null) {
    const now = shopNow(context.zone, context.now);
    next = { ...next, date: next.date || now.date, startTime: now.time };
    start = fieldInstants(next, context.zone).start;
  }
  return { fields: start === null ? next : endFrom(next, start, hours, context.zone), durationTyped: typed };
}

/** The clock in changed. A typed duration keeps its value: the end follows the start. */
export function changeStart(state: TimeState, time: string, context: ClockContext): TimeState {
  const next = { ...state.fields, startTime: time };
  if (!state.durationTyped) return { ...state, fields: recalculated(next, context) };
  const hours = parseDuration(next.duration);
  const { start } = fieldInstants(next, context.zone);
  if (hours === null || hours <= 0 || hours > TIMELOG_MAX_HOURS || start === null) return { ...state, fields: next };
  return { ...state, fields: endFrom(next, start, hours, context.zone) };
}

/**
 * The clock out changed. It stays on the next day only while it is still before the clock in
 * (an entry across midnight being corrected); otherwise it is on the entry's day.
 */
export function changeEnd(state: TimeState, time: string, context: ClockContext): TimeState {
  const endNextDay = state.fields.endNextDay && !!time && !!state.fields.startTime && time < state.fields.startTime;
  const next = { ...state.fields, endTime: time, endNextDay };
  return { ...state, fields: state.durationTyped ? next : recalculated(next, context) };
}

/** The day changed: clock in and out are times of that day, the duration holds. */
export function changeDate(state: TimeState, date: string): TimeState {
  return { ...state, fields: { ...state.fields, date } };
}

/** The clock in set to now: today in the shop, at the current time. */
export function startNow(state: TimeState, context: ClockContext): TimeState {
  const now = shopNow(context.zone, context.now);
  return changeStart({ ...state, fields: { ...state.fields, date: now.date } }, now.time, context);
}

/** The clock out set to now (on the next day when the entry started yesterday in the shop). */
export function endNow(state: TimeState, context: ClockContext): TimeState {
  const now = shopNow(context.zone, context.now);
  const next = changeEnd(state, now.time, context);
  const endNextDay = !!state.fields.date && daysBetween(state.fields.date, now.date) === 1;
  if (endNextDay === next.fields.endNextDay) return next;
  const fields = { ...next.fields, endNextDay };
  return { ...next, fields: next.durationTyped ? fields : recalculated(fields, context) };
}
