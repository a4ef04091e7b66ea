import { expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_WEEK_HOURS, bookingSettingsSchema, eventSchema, type BookingSettings, type PlanningEvent } from '@atelier/contracts';
import { bays, events } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

type Caller = { auth: Record<string, string> };
type Answer = { statusCode: number; body: string; json: () => { data: unknown } };
const body = (payload: unknown) => (payload !== undefined ? { payload: payload as object } : {});

/** The booking-settings and appointment routes as a given caller. */
export function planningCalls(t: TestApp) {
  const inject = (as: Caller | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: as?.auth, ...body(payload) });
  return {
    settings: (as: Caller) => inject(as, 'GET', '/api/booking-settings'),
    saveSettings: (as: Caller, payload?: unknown) => inject(as, 'PUT', '/api/booking-settings', payload),
    list: (as: Caller, query: string) => inject(as, 'GET', `/api/events${query}`),
    create: (as: Caller, payload?: unknown) => inject(as, 'POST', '/api/events', payload),
    patch: (as: Caller, uuid: string, payload?: unknown) => inject(as, 'PATCH', `/api/events/${uuid}`, payload),
    remove: (as: Caller, uuid: string) => inject(as, 'DELETE', `/api/events/${uuid}`),
    toWorksheet: (as: Caller, uuid: string) => inject(as, 'POST', `/api/events/${uuid}/worksheet`),
    unseen: (as: Caller) => inject(as, 'GET', '/api/events/unseen'),
    seen: (as: Caller, payload?: unknown) => inject(as, 'POST', '/api/events/seen', payload),
  };
}

/** A valid PUT /api/booking-settings body, online booking off unless `overrides` says otherwise. */
export function settingsBody(overrides: Record<string, unknown> = {}) {
  return {
    enabled: false,
    slug: null,
    mode: 'REQUEST',
    slotMinutes: 30,
    minNoticeMinutes: 120,
    horizonDays: 60,
    hours: [...DEFAULT_WEEK_HOURS],
    closures: [],
    bays: [],
    technicianUuids: [],
    services: [],
    mails: { confirmation: true, reminder: true, shopNotification: true },
    ...overrides,
  };
}

export function settingsOf(response: Answer, status = 200): BookingSettings {
  expect(response.statusCode, response.body).toBe(status);
  return bookingSettingsSchema.parse(response.json().data);
}

export function eventOf(response: Answer, status = 201): PlanningEvent {
  expect(response.statusCode, response.body).toBe(status);
  return eventSchema.parse(response.json().data);
}

/** A widget's hold written straight into the table (what book-api's POST …/holds makes). */
export async function insertHold(
  t: TestApp,
  values: { accountId: number; bayId?: number | null; technicianId?: number | null; start: string; end: string; expiresAt: Date },
): Promise<string> {
  const [row] = await t.db
    .insert(events)
    .values({
      accountId: values.accountId,
      status: 'HELD',
      source: 'ONLINE',
      bayId: values.bayId ?? null,
      technicianId: values.technicianId ?? null,
      startTime: new Date(values.start),
      endTime: new Date(values.end),
      holdExpiresAt: values.expiresAt,
    })
    .returning({ uuid: events.uuid });
  return row!.uuid;
}

/** An online booking written straight into the table (what the widget's final step makes). */
export async function insertOnlineBooking(t: TestApp, values: { accountId: number; start: string; end: string; seen?: boolean; fullname?: string }): Promise<string> {
  const [row] = await t.db
    .insert(events)
    .values({
      accountId: values.accountId,
      status: 'REQUESTED',
      source: 'ONLINE',
      startTime: new Date(values.start),
      endTime: new Date(values.end),
      contact: { fullname: values.fullname ?? 'Client En Ligne', email: 'client@example.com', mobile: null },
      seenAt: values.seen ? new Date() : null,
    })
    .returning({ uuid: events.uuid });
  return row!.uuid;
}

/** Every appointment row of an account (holds too), by start. */
export function eventRowsOf(t: TestApp, accountId: number) {
  return t.db.select().from(events).where(eq(events.accountId, accountId)).orderBy(asc(events.startTime), asc(events.id));
}

/** Every bay row of an account (archived too), by id. */
export function bayRowsOf(t: TestApp, accountId: number) {
  return t.db.select().from(bays).where(eq(bays.accountId, accountId)).orderBy(asc(bays.id));
}
