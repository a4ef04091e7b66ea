import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSettingsBodySchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedInOwner } from '../test/fixtures.js';

/*
 * The planning benchmark's shop (scripts/bench/data-planning.mjs), small: valid booking settings,
 * 4 bays and 2 booking technicians, and appointments that the exclusion constraints accept, inside
 * the opening hours on working days, dense over the booking horizon, in the statuses of their time.
 */
type Client = pg.Client;
type Generate = {
  insertCustomers: (c: Client, o: { accountId: number; from: number; count: number }) => Promise<void>;
  insertVehicles: (c: Client, o: { accountId: number; count: number; serialFrom: number }) => Promise<void>;
};
type Shop = { slug: string; bayIds: number[]; technicianIds: number[]; services: { id: number; addon: boolean }[]; closures: { from: string }[] };
type Planning = {
  PLANNING_HORIZON_DAYS: number;
  loadPlanning: (c: Client, o: { accountId: number; count: number }) => Promise<Shop & { appointments: number; future: number; first: string; last: string }>;
};

// Scripts of the repository, not of the API: loaded by their paths (JavaScript, no types).
const load = async <T>(file: string) => (await import(/* @vite-ignore */ new URL(`../../../scripts/${file}`, import.meta.url).href)) as T;

const COUNT = 3_000;
const ZONE = 'America/Toronto';

let t: TestApp;
let client: Client;
let accountId: number;
let made: Awaited<ReturnType<Planning['loadPlanning']>>;
let horizon: number;
const one = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0] as T;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInOwner(t);
  client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  ({ account_id: accountId } = await one<{ account_id: number }>('SELECT account_id FROM users WHERE uuid = $1', [owner.user.uuid]));
  const generate = await load<Generate>('bench/data-generate.mjs');
  const planning = await load<Planning>('bench/data-planning.mjs');
  horizon = planning.PLANNING_HORIZON_DAYS;
  await generate.insertCustomers(client, { accountId, from: 0, count: 200 });
  await generate.insertVehicles(client, { accountId, count: 400, serialFrom: 0 });
  made = await planning.loadPlanning(client, { accountId, count: COUNT });
}, 300_000);
afterAll(async () => {
  await client?.end();
  await t?.close();
});

describe('bench data: the planning shop', () => {
  it('opens online booking with settings the PUT would accept, 4 bays, 2 technicians and services from the catalogue', async () => {
    const s = await one<{ enabled: boolean; slug: string; hours: unknown; closures: unknown; mode: string; slot_minutes: number; horizon_days: number }>(
      'SELECT enabled, slug, hours, closures, mode, slot_minutes, min_notice_minutes, horizon_days FROM booking_settings WHERE account_id = $1',
      [accountId],
    );
    expect(s).toMatchObject({ enabled: true, slug: made.slug, mode: 'REQUEST', slot_minutes: 30, horizon_days: horizon });
    const parsed = bookingSettingsBodySchema.safeParse({
      enabled: true,
      slug: s.slug,
      mode: s.mode,
      slotMinutes: s.slot_minutes,
      minNoticeMinutes: 120,
      horizonDays: s.horizon_days,
      hours: s.hours,
      closures: s.closures,
      bays: made.bayIds.map((id, i) => ({ id, name: `Baie ${i + 1}` })),
      technicianUuids: [],
      services: [],
      mails: { confirmation: true, reminder: true, shopNotification: true },
    });
    expect(parsed.error).toBeUndefined();
    expect(made.bayIds).toHaveLength(4);
    expect(made.technicianIds).toHaveLength(2);
    expect(made.services.filter((x) => !x.addon)).toHaveLength(3);
    expect(made.services.filter((x) => x.addon)).toHaveLength(1);
    const { n } = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM booking_services b JOIN catalog_items c ON c.id = b.catalog_item_id AND c.account_id = b.account_id
        WHERE b.account_id = $1 AND c.kind = 'SERVICE'`,
      [accountId],
    );
    expect(n).toBe(4);
  });

  it('makes exactly the appointments asked, inside the opening hours of working days, never on a holiday', async () => {
    expect(made.appointments).toBe(COUNT);
    const r = await one<{ n: number; outside: number; weekend: number; holiday: number; lunch: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE (start_time AT TIME ZONE $2)::time < '08:00' OR (end_time AT TIME ZONE $2)::time > '17:00')::int AS outside,
              count(*) FILTER (WHERE extract(isodow FROM start_time AT TIME ZONE $2) > 5)::int AS weekend,
              count(*) FILTER (WHERE (start_time AT TIME ZONE $2)::date::text = ANY($3::text[]))::int AS holiday,
              count(*) FILTER (WHERE (start_time AT TIME ZONE $2)::time < '13:00' AND (end_time AT TIME ZONE $2)::time > '12:00')::int AS lunch
       FROM events WHERE account_id = $1`,
      [accountId, ZONE, made.closures.map((c) => c.from)],
    );
    expect(r).toEqual({ n: COUNT, outside: 0, weekend: 0, holiday: 0, lunch: 0 });
  });

  it('fills most working blocks of the horizon, bays 1-2 with their technician and 3-4 without, and no busy overlap', async () => {
    const r = await one<{ busy_blocks: number; future: number; with_tech: number; mismatched: number; overlaps: number }>(
      `WITH f AS (SELECT * FROM events WHERE account_id = $1 AND start_time > now() + interval '1 day'
                   AND (start_time AT TIME ZONE $2)::date < (now() AT TIME ZONE $2)::date + $3::int)
       SELECT (SELECT count(*) FROM f WHERE status IN ('REQUESTED', 'CONFIRMED'))::int AS busy_blocks,
              (SELECT count(*) FROM f)::int AS future,
              (SELECT count(*) FROM events WHERE account_id = $1 AND technician_id IS NOT NULL)::int AS with_tech,
              (SELECT count(*) FROM events e WHERE account_id = $1
                 AND (e.technician_id IS NULL) <> (e.bay_id NOT IN (SELECT id FROM bays WHERE account_id = $1 ORDER BY position LIMIT 2)))::int AS mismatched,
              (SELECT count(*) FROM events a JOIN events b ON a.account_id = b.account_id AND a.id < b.id AND a.bay_id = b.bay_id
                 AND tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
                 WHERE a.account_id = $1)::int AS overlaps`,
      [accountId, ZONE, horizon],
    );
    expect(r.mismatched).toBe(0);
    expect(r.overlaps).toBe(0);
    expect(r.with_tech).toBeGreaterThan(COUNT * 0.4);
    expect(r.with_tech).toBeLessThan(COUNT * 0.6);
    // 4 bays × 8 blocks a working day over the horizon's ~40 working days: ~9 in 10 of the blocks taken, ~1 in 10 of those canceled.
    const { working } = await one<{ working: number }>(
      `SELECT count(*)::int AS working FROM generate_series((now() AT TIME ZONE $1)::date + 1, (now() AT TIME ZONE $1)::date + $2::int - 1, interval '1 day') d
        WHERE extract(isodow FROM d) <= 5 AND NOT (d::date::text = ANY($3::text[]))`,
      [ZONE, horizon, made.closures.map((c) => c.from)],
    );
    expect(r.future / (working * 4 * 8)).toBeGreaterThan(0.85);
    expect(r.busy_blocks / (working * 4 * 8)).toBeGreaterThan(0.75);
  });

  it('gives past appointments past statuses and coming ones coming statuses, a quarter online with their contact, a few unseen', async () => {
    const r = await one<{ bad_past: number; bad_future: number; online: number; no_contact: number; unseen: number; unseen_past: number }>(
      `SELECT count(*) FILTER (WHERE start_time < now() AND status NOT IN ('ARRIVED', 'NO_SHOW', 'CANCELED'))::int AS bad_past,
              count(*) FILTER (WHERE start_time > now() AND status NOT IN ('REQUESTED', 'CONFIRMED', 'CANCELED'))::int AS bad_future,
              count(*) FILTER (WHERE source = 'ONLINE')::int AS online,
              count(*) FILTER (WHERE source = 'ONLINE' AND contact IS NULL)::int AS no_contact,
              count(*) FILTER (WHERE seen_at IS NULL)::int AS unseen,
              count(*) FILTER (WHERE seen_at IS NULL AND (start_time < now() OR source <> 'ONLINE'))::int AS unseen_past
       FROM events WHERE account_id = $1`,
      [accountId],
    );
    expect(r).toMatchObject({ bad_past: 0, bad_future: 0, no_contact: 0, unseen_past: 0 });
    expect(r.online / COUNT).toBeGreaterThan(0.2);
    expect(r.online / COUNT).toBeLessThan(0.3);
    expect(r.unseen).toBeGreaterThan(0);
  });
});
