import type { EventService } from '@atelier/contracts';
import { events } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

const HOUR = 60 * 60 * 1000;

/** An appointment written directly (as the widget or /events leave it), starting `inHours` from now. */
export async function insertAppointment(
  t: TestApp,
  values: {
    accountId: number;
    inHours: number;
    minutes?: number;
    status?: 'HELD' | 'REQUESTED' | 'CONFIRMED' | 'ARRIVED' | 'NO_SHOW' | 'CANCELED';
    source?: 'SHOP' | 'ONLINE';
    email?: string | null;
    fullname?: string;
    language?: 'fr' | 'en' | null;
    technicianId?: number | null;
    customerId?: number | null;
    services?: EventService[];
    vehicleText?: string | null;
    title?: string | null;
  },
) {
  const start = new Date(Math.round((Date.now() + values.inHours * HOUR) / 60_000) * 60_000);
  const status = values.status ?? 'CONFIRMED';
  const [row] = await t.db
    .insert(events)
    .values({
      accountId: values.accountId,
      status,
      source: values.source ?? 'ONLINE',
      startTime: start,
      endTime: new Date(start.getTime() + (values.minutes ?? 60) * 60_000),
      technicianId: values.technicianId ?? null,
      customerId: values.customerId ?? null,
      title: values.title ?? null,
      services: values.services ?? [{ catalogItemId: null, name: 'Vidange, filtre; huile', minutes: 60, price: 89.95 }],
      contact: values.email === null ? null : { fullname: values.fullname ?? 'Julie Client', email: values.email ?? null, mobile: '4185550123' },
      vehicleText: values.vehicleText === undefined ? '2019 Honda Civic' : values.vehicleText,
      language: values.language === undefined ? 'fr' : values.language,
      holdExpiresAt: status === 'HELD' ? new Date(Date.now() + 10 * 60_000) : null,
    })
    .returning();
  return row!;
}
