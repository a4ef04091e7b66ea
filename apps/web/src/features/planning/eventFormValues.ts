import type { EventStatus } from '@atelier/contracts/booking-constants';
import type { EventCreateBody, PlanningEvent } from '@atelier/contracts/planning';
import { clockMinutes, clockText, instantAt, wallOf } from './grid/calendarTime';

/** A requested service in the drawer: a catalogue service, or free text (kept with its minutes and price when it came so). */
export interface ServiceValue {
  catalogItemId: number | null;
  name: string;
  minutes?: number | null;
  price?: number | null;
}

export interface EventFormValues {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  status: EventStatus;
  bayId: number | null;
  technicianUuid: string | null;
  customer: { uuid: string; fullname: string; mobile: string | null } | null;
  mechUuid: string | null;
  services: ServiceValue[];
  title: string;
  notes: string;
}

/** Where a new appointment starts: the slot selected, its bay or technician. */
export interface EventPrefill {
  start: number;
  end: number;
  bayId?: number | null;
  technicianUuid?: string | null;
}

const wallFields = (instant: number | string, zone: string) => {
  const wall = wallOf(instant, zone);
  return { date: wall.date, time: clockText(wall.minutes) };
};

/** The drawer's fields from an appointment, or from a selected slot, on the shop's wall clock. */
export function eventFormValues(source: PlanningEvent | EventPrefill, zone: string): EventFormValues {
  const start = wallFields(source.start, zone);
  const end = wallFields(source.end, zone);
  const base = { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
  if (!('uuid' in source)) {
    return {
      ...base,
      status: 'CONFIRMED',
      bayId: source.bayId ?? null,
      technicianUuid: source.technicianUuid ?? null,
      customer: null,
      mechUuid: null,
      services: [],
      title: '',
      notes: '',
    };
  }
  return {
    ...base,
    status: source.status,
    bayId: source.bay?.id ?? null,
    technicianUuid: source.technician?.uuid ?? null,
    customer: source.customer ? { uuid: source.customer.uuid, fullname: source.customer.fullname, mobile: source.customer.mobile } : null,
    mechUuid: source.mech?.uuid ?? null,
    services: source.services.map((service) => ({ catalogItemId: service.catalogItemId, name: service.name, minutes: service.minutes, price: service.price })),
    title: source.title ?? '',
    notes: source.notes ?? '',
  };
}

/** The instants the four date and time fields say, null when one is not filled. */
export function formRange(values: Pick<EventFormValues, 'startDate' | 'startTime' | 'endDate' | 'endTime'>, zone: string): { start: number; end: number } | null {
  if (!values.startDate || !values.startTime || !values.endDate || !values.endTime) return null;
  return { start: instantAt(values.startDate, clockMinutes(values.startTime), zone), end: instantAt(values.endDate, clockMinutes(values.endTime), zone) };
}

/** POST/PATCH body of the drawer (a catalogue service travels by its id; its name and price are copied by the server). */
export function eventBody(values: EventFormValues, zone: string, customerUuid: string | null): EventCreateBody {
  const range = formRange(values, zone);
  return {
    start: range ? new Date(range.start).toISOString() : '',
    end: range ? new Date(range.end).toISOString() : '',
    status: values.status,
    bayId: values.bayId,
    technicianUuid: values.technicianUuid,
    customerUuid,
    mechUuid: customerUuid ? values.mechUuid : null,
    services: values.services.map((service) =>
      service.catalogItemId !== null
        ? { catalogItemId: service.catalogItemId }
        : { name: service.name, ...(service.minutes != null ? { minutes: service.minutes } : {}), ...(service.price != null ? { price: service.price } : {}) },
    ),
    title: values.title.trim() || null,
    notes: values.notes.trim() || null,
  };
}

/** The end moved with the start, keeping the length (typing a new start keeps a 1-hour appointment 1 hour). */
export function keepLength(before: EventFormValues, after: EventFormValues, zone: string): EventFormValues {
  const old = formRange(before, zone);
  const moved = formRange({ ...after, endDate: before.endDate, endTime: before.endTime }, zone);
  if (!old || !moved || (before.startDate === after.startDate && before.startTime === after.startTime)) return after;
  const end = wallFields(moved.start + (old.end - old.start), zone);
  return { ...after, endDate: end.date, endTime: end.time };
}
