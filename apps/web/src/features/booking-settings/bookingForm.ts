import type { ApiError } from '@atelier/contracts';
import { CLOCK_TIME_PATTERN as CLOCK, DEFAULT_WEEK_HOURS, type BookingMode } from '@atelier/contracts/booking-constants';
import {
  bayInputSchema,
  bookingServiceInputSchema,
  bookingSettingsBodySchema,
  closureSchema,
  dayHoursSchema,
  type BookingSettings,
  type BookingSettingsBody,
} from '@atelier/contracts/planning';
import { schemaErrors } from '../../shared/forms/zodFormValidator';
import { formatDuration, parseDuration } from './duration';

/** One weekday. The hours of a closed day stay in the form, so reopening it brings them back. */
export interface DayRow {
  open: boolean;
  from: string;
  to: string;
  lunch: boolean;
  breakStart: string;
  breakEnd: string;
}

export interface ClosureRow {
  key: string;
  from: string;
  to: string;
  label: string;
}

export interface BayRow {
  key: string;
  /** A stored bay; absent for a new one. */
  id?: number;
  name: string;
}

export interface ServiceRow {
  key: string;
  catalogItemId: number;
  name: string;
  code: string | null;
  /** The catalogue's price (null: billed at the hourly rate), the price field's placeholder. */
  catalogPrice: number | null;
  /** As typed: '1 h 30', '45 min'. */
  duration: string;
  /** Empty: the widget shows the catalogue price. */
  price: number | string;
  addon: boolean;
}

export interface BookingFormValues {
  enabled: boolean;
  slug: string;
  mode: BookingMode;
  slotMinutes: string;
  /** As typed: '2 h'. */
  minNotice: string;
  horizonDays: number | string;
  hours: DayRow[];
  closures: ClosureRow[];
  bays: BayRow[];
  technicianUuids: string[];
  services: ServiceRow[];
  mails: BookingSettingsBody['mails'];
}

let rows = 0;
/** React key of a row the user adds. */
export const newRowKey = () => `new-${++rows}`;

const DEFAULT_DAY = DEFAULT_WEEK_HOURS[0]!;

function dayRow(day: BookingSettings['hours'][number]): DayRow {
  const hours = day ?? DEFAULT_DAY;
  return {
    open: day !== null,
    from: hours.open,
    to: hours.close,
    lunch: hours.breakStart !== null,
    breakStart: hours.breakStart ?? DEFAULT_DAY.breakStart ?? '12:00',
    breakEnd: hours.breakEnd ?? DEFAULT_DAY.breakEnd ?? '13:00',
  };
}

/** The stored settings as the form holds them; archived bays are left out (they stay archived). */
export function bookingFormValues(settings: BookingSettings): BookingFormValues {
  return {
    enabled: settings.enabled,
    slug: settings.slug ?? '',
    mode: settings.mode,
    slotMinutes: String(settings.slotMinutes),
    minNotice: formatDuration(settings.minNoticeMinutes),
    horizonDays: settings.horizonDays,
    hours: settings.hours.map(dayRow),
    closures: settings.closures.map((c, i) => ({ key: `closure-${i}-${c.from}`, from: c.from, to: c.to, label: c.label ?? '' })),
    bays: settings.bays.filter((bay) => bay.active).map((bay) => ({ key: `bay-${bay.id}`, id: bay.id, name: bay.name })),
    technicianUuids: settings.technicians.map((t) => t.uuid),
    services: settings.services.map((s) => ({
      key: `service-${s.catalogItemId}`,
      catalogItemId: s.catalogItemId,
      name: s.name,
      code: s.code,
      catalogPrice: s.catalogPrice,
      duration: formatDuration(s.minutes),
      price: s.price ?? '',
      addon: s.addon,
    })),
    mails: { ...settings.mails },
  };
}

const blank = (value: number | string) => typeof value === 'string' && value.trim() === '';
const minutesOf = (text: string) => parseDuration(text) ?? Number.NaN;

function dayHours(day: DayRow): BookingSettingsBody['hours'][number] {
  if (!day.open) return null;
  return { open: day.from, close: day.to, breakStart: day.lunch ? day.breakStart : null, breakEnd: day.lunch ? day.breakEnd : null };
}

/** The whole PUT body (bays, technicians and services replace the stored lists). */
export function bookingSettingsBody(values: BookingFormValues): BookingSettingsBody {
  return {
    enabled: values.enabled,
    slug: values.slug.trim().toLowerCase() || null,
    mode: values.mode,
    slotMinutes: Number(values.slotMinutes) as BookingSettingsBody['slotMinutes'],
    minNoticeMinutes: minutesOf(values.minNotice),
    horizonDays: blank(values.horizonDays) ? Number.NaN : Number(values.horizonDays),
    hours: values.hours.map(dayHours),
    closures: values.closures.map((c) => ({ from: c.from, to: c.to, label: c.label.trim() || null })),
    bays: values.bays.map((bay) => ({ ...(bay.id !== undefined && { id: bay.id }), name: bay.name.trim() })),
    technicianUuids: values.technicianUuids,
    services: values.services.map((s) => ({
      catalogItemId: s.catalogItemId,
      minutes: minutesOf(s.duration),
      price: blank(s.price) ? null : Number(s.price),
      addon: s.addon,
    })),
    mails: values.mails,
  };
}

/**
 * Which input of a day breaks the ERR_INVALID_HOURS rules (dayHoursSchema): the opening, the
 * closing time when it is not after the opening, else the break. null for a valid or closed day.
 */
export function invalidHoursField(day: DayRow): 'from' | 'to' | 'break' | null {
  const hours = dayHours(day);
  if (hours === null || dayHoursSchema.safeParse(hours).success) return null;
  if (!CLOCK.test(hours.open)) return 'from';
  if (!CLOCK.test(hours.close) || hours.open >= hours.close) return 'to';
  return 'break';
}

/** Adds the holidays no closure covers yet (same first and last day), the list kept in date order. */
export function withHolidays(closures: ClosureRow[], holidays: { date: string; label: string }[]): { closures: ClosureRow[]; added: number } {
  const known = new Set(closures.map((c) => `${c.from}/${c.to}`));
  const fresh = holidays.filter((h) => !known.has(`${h.date}/${h.date}`)).map((h) => ({ key: newRowKey(), from: h.date, to: h.date, label: h.label }));
  const all = [...closures, ...fresh].sort((a, b) => (a.from || '9999').localeCompare(b.from || '9999'));
  return { closures: all, added: fresh.length };
}

const shape = bookingSettingsBodySchema.shape;
const serviceShape = bookingServiceInputSchema.shape;

/**
 * Errors by form path (translation keys), by the contracts' rules: a day's hours on its row
 * (`hours.N`), a slug required once online booking is on, closures, bay names, each service's
 * duration and price, the notice and the horizon.
 */
export function validateBookingForm(values: BookingFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = bookingSettingsBody(values);
  if (body.slug === null ? values.enabled : !shape.slug.safeParse(body.slug).success) errors.slug = 'error.ERR_INVALID_SLUG';
  if (!shape.minNoticeMinutes.safeParse(body.minNoticeMinutes).success) errors.minNotice = 'bookingSettings.slots.noticeInvalid';
  if (!shape.horizonDays.safeParse(body.horizonDays).success) errors.horizonDays = 'bookingSettings.slots.horizonInvalid';
  values.hours.forEach((day, i) => {
    if (invalidHoursField(day)) errors[`hours.${i}`] = 'error.ERR_INVALID_HOURS';
  });
  body.closures.forEach((closure, i) => Object.assign(errors, schemaErrors(closureSchema, closure, { prefix: `closures.${i}.` })));
  body.bays.forEach((bay, i) => Object.assign(errors, schemaErrors(bayInputSchema, bay, { prefix: `bays.${i}.`, fields: [`bays.${i}.name`] })));
  body.services.forEach((service, i) => {
    if (!serviceShape.minutes.safeParse(service.minutes).success) errors[`services.${i}.duration`] = 'bookingSettings.services.durationInvalid';
    if (!serviceShape.price.safeParse(service.price).success) errors[`services.${i}.price`] = 'error.ERR_INVALID_PRICE';
  });
  return errors;
}

/** The form path that shows a server error detail (`hours.2.close` → the row `hours.2`), or null. */
export function formPathOf(field: string, code: string): string | null {
  let match = /^hours\.(\d+)/.exec(field);
  if (match) return `hours.${match[1]}`;
  match = /^services\.(\d+)\.minutes$/.exec(field);
  if (match) return `services.${match[1]}.duration`;
  match = /^services\.(\d+)\.price$/.exec(field);
  if (match) return field;
  match = /^services\.(\d+)/.exec(field);
  if (match) return `services.${match[1]}`;
  match = /^closures\.(\d+)(?:\.(from|to|label))?$/.exec(field);
  if (match) return `closures.${match[1]}.${match[2] ?? 'to'}`;
  match = /^bays\.(\d+)/.exec(field);
  if (match) return `bays.${match[1]}.name`;
  if (field.startsWith('technicianUuids')) return 'technicianUuids';
  if (field === 'minNoticeMinutes') return 'minNotice';
  if (['slug', 'horizonDays', 'slotMinutes', 'mode'].includes(field)) return field;
  if (!field && (code === 'ERR_SLUG_TAKEN' || code === 'ERR_INVALID_SLUG')) return 'slug';
  return null;
}

/** The server's errors by form path; `unplaced` when one had no field to show on (the page shows the alert). */
export function serverFieldErrors(error: ApiError): { errors: Record<string, string>; unplaced: boolean } {
  const errors: Record<string, string> = {};
  const details = error.details.length > 0 ? error.details : [{ field: '', message: error.message }];
  let unplaced = false;
  for (const detail of details) {
    const path = formPathOf(detail.field, detail.message);
    if (path === null) unplaced = true;
    else errors[path] ??= `error.${detail.message}`;
  }
  return { errors, unplaced };
}

/** The rows the "copy Monday" action fills: Tuesday to Friday take Monday's hours (open or closed). */
export function copyMondayToWeekdays(hours: DayRow[]): DayRow[] {
  const monday = hours[0]!;
  return hours.map((day, i) => (i >= 1 && i <= 4 ? { ...monday } : day));
}

/** Swaps a row with its neighbour (`by` = -1 up, +1 down); the same list when it cannot move. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
