import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { reportListSchema } from '@atelier/contracts';
import { accounts, entries, worksheets, worksheetStatuses } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * `npm run seed:demo` (scripts/seed) against a fresh database: the demo shop shows the whole
 * workflow — a month of work orders in every status, with lines, numbered by the counter.
 */
type SeedPlan = { name: string; isTrial: boolean; trialEndsAt: string | null; daysLeft: number };
type SeedResult = {
  created: boolean;
  deleted?: boolean;
  accountId: number;
  counts: { customers: number };
  work: { worksheets: number; lines: number; pulled: number; numbers: number[] };
  plan: SeedPlan;
};
type SeedDemo = (options: { db: TestApp['db']; config: TestApp['config']; reset?: boolean; now?: Date }) => Promise<SeedResult>;

let t: TestApp;
let seedDemo: SeedDemo;
let first: SeedResult;
let planLines: (plan: SeedPlan) => string[];
const now = new Date('2026-11-23T15:30:00Z');
const DAY = 86_400_000;

async function workOf(accountId: number) {
  return t.db
    .select({
      id: worksheets.id,
      number: worksheets.worksheetId,
      createdAt: worksheets.createdAt,
      statusId: worksheets.statusId,
      technicianId: worksheets.technicianId,
      mechId: worksheets.mechId,
    })
    .from(worksheets)
    .where(and(eq(worksheets.accountId, accountId), isNull(worksheets.deletedAt)))
    .orderBy(asc(worksheets.worksheetId));
}

beforeAll(async () => {
  t = await createTestApp();
  // A script of the repository, not of the API: loaded by its path (JavaScript, no types).
  const path = new URL('../../../../../scripts/seed/seed-demo-shop.mjs', import.meta.url).href;
  ({ seedDemo } = (await import(/* @vite-ignore */ path)) as { seedDemo: SeedDemo });
  const planPath = new URL('../../../../../scripts/seed/demo-plan.mjs', import.meta.url).href;
  ({ planLines } = (await import(/* @vite-ignore */ planPath)) as { planLines: typeof planLines });
  first = await seedDemo({ db: t.db, config: t.config, now });
}, 300_000);
afterAll(() => t?.close());

describe('npm run seed:demo', () => {
  it('makes 40 to 60 work orders over the 30 days before now, numbered 1..N by the counter in the order they came in', async () => {
    expect(first.created).toBe(true);
    const rows = await workOf(first.accountId);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBeLessThanOrEqual(60);
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => index + 1));
    expect(first.work.numbers).toEqual(rows.map((row) => row.number));
    for (const [index, row] of rows.entries()) {
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.createdAt.getTime()).toBeGreaterThan(now.getTime() - 30 * DAY);
      if (index > 0) expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(rows[index - 1]!.createdAt.getTime());
      expect(row.mechId).not.toBeNull();
    }
  });

  it('uses every work-order status of the shop, assigns technicians to the work under way and done', async () => {
    const rows = await workOf(first.accountId);
    const statuses = await t.db.select().from(worksheetStatuses).where(eq(worksheetStatuses.accountId, first.accountId));
    expect(statuses.length).toBeGreaterThanOrEqual(6);
    for (const status of statuses) expect(rows.filter((row) => row.statusId === status.id).length, status.name).toBeGreaterThan(0);
    const groupOf = new Map(statuses.map((status) => [status.id, status.group]));
    expect(rows.filter((row) => groupOf.get(row.statusId) !== 'TODO').every((row) => row.technicianId !== null)).toBe(true);
    expect(new Set(rows.map((row) => row.technicianId).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
  });

  it('gives every work order lines: services and parts from the catalogue, some pulled from the vehicle’s backlog', async () => {
    const rows = await workOf(first.accountId);
    const lines = await t.db
      .select({ worksheetId: entries.worksheetId, type: entries.type, catalogItemId: entries.catalogItemId, statusId: entries.statusId })
      .from(entries)
      .where(and(eq(entries.accountId, first.accountId), sql`${entries.worksheetId} IS NOT NULL`));
    for (const row of rows) expect(lines.filter((line) => line.worksheetId === row.id).length, `BT-${row.number}`).toBeGreaterThan(0);
    expect(lines.some((line) => line.type === 'SERVICE' && line.catalogItemId !== null)).toBe(true);
    expect(lines.some((line) => line.type === 'PRODUCT' && line.catalogItemId !== null)).toBe(true);
    expect(lines.filter((line) => line.catalogItemId !== null).length / lines.length).toBeGreaterThan(0.6);
    expect(first.work.pulled).toBeGreaterThan(0);
    expect(first.work.lines + first.work.pulled).toBe(lines.length);
  });

  it('shows in the report: every group, and totals that add up', async () => {
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'demo@atelier.test', password: 'Atelier!2026' } });
    expect(signin.statusCode, signin.body).toBe(200);
    const auth = { authorization: `Bearer ${signin.json().data.accessToken as string}` };
    const response = await t.app.inject({ method: 'GET', url: '/api/reports/worksheets?pageSize=100', headers: auth });
    const report = reportListSchema.parse(response.json().data);
    expect(report.totals.groups.map((group) => group.group)).toEqual(['TODO', 'IN_PROGRESS', 'DONE']);
    expect(report.totals.count).toBe(report.total);
    expect(report.totals.totalCents).toBe(report.list.reduce((sum, row) => sum + Math.round(row.total * 100), 0));
    expect(report.list.every((row) => row.total > 0)).toBe(true);
  });

  it('gives the technicians a week of time on the work orders’ service lines, and one clock running', async () => {
    const { rows } = await t.db.execute<{
      user_id: number;
      role: string;
      days: number;
      entries: number;
      hours: number;
      on_lines: number;
      running: number;
      done_running: number;
    }>(sql`
      SELECT u.id AS user_id, u.permission_flags AS role, count(DISTINCT tl.date)::int AS days, count(*)::int AS entries,
             (sum(EXTRACT(EPOCH FROM (tl.end_time - tl.start_time))) / 3600)::float8 AS hours,
             count(*) FILTER (WHERE e.type = 'SERVICE' AND e.worksheet_id = tl.worksheet_id)::int AS on_lines,
             count(*) FILTER (WHERE tl.end_time IS NULL)::int AS running,
             count(*) FILTER (WHERE tl.end_time IS NULL AND s."group" = 'DONE')::int AS done_running
      FROM timelogs tl
      JOIN users u ON u.id = tl.user_id
      LEFT JOIN entries e ON e.id = tl.entry_id
      LEFT JOIN worksheets w ON w.id = tl.worksheet_id
      LEFT JOIN worksheet_statuses s ON s.id = w.status_id
      WHERE tl.account_id = ${first.accountId}
      GROUP BY u.id, u.permission_flags`);
    // The three technicians, seven working days each, a full day's work (about 8 h a day), all on service lines.
    expect(rows.map((row) => row.role)).toEqual(['EMPLOYEE', 'EMPLOYEE', 'EMPLOYEE']);
    for (const row of rows) {
      expect(row.days).toBeGreaterThanOrEqual(7);
      expect(row.hours / 7).toBeGreaterThan(6);
      expect(row.hours / 7).toBeLessThan(9.5);
      expect(row.on_lines).toBe(row.entries);
      expect(row.done_running).toBe(0);
    }
    expect(rows.reduce((sum, row) => sum + row.running, 0)).toBe(1);
    // Closed entries end before now; no two of one person overlap (the database would have refused).
    const { rows: late } = await t.db.execute(
      sql`SELECT 1 FROM timelogs WHERE account_id = ${first.accountId} AND (end_time > ${now.toISOString()}::timestamptz OR start_time > ${now.toISOString()}::timestamptz)`,
    );
    expect(late).toEqual([]);
  });

  it('invoices the oldest finished work through the use cases: issued 1..n in date order, paid, in two parts, a deposit, a credit note, two drafts, work left to invoice', async () => {
    const { rows: docs } = await t.db.execute<{
      id: number;
      kind: string;
      status: string;
      number: number | null;
      label: string | null;
      issued_at: string | null;
      total: number | null;
      paid: number;
      credited: number;
      credited_invoice_id: number | null;
      payments: number;
      lines: number;
      entries: number;
      gst: string | null;
    }>(sql`
      SELECT i.id, i.kind, i.status, i.number::int AS number, i.invoice_id AS label, i.issued_at::text AS issued_at, i.total_cents::int AS total,
             i.paid_cents::int AS paid, i.credited_cents::int AS credited, i.credited_invoice_id,
             (SELECT count(*)::int FROM invoice_payments p WHERE p.invoice_id = i.id) AS payments,
             (SELECT count(*)::int FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines,
             (SELECT count(*)::int FROM entries e WHERE e.invoice_id = i.id) AS entries,
             i.snapshot->'seller'->'legal'->>'gstNumber' AS gst
      FROM invoices i WHERE i.account_id = ${first.accountId} ORDER BY i.kind DESC, i.issued_at NULLS LAST, i.id`);
    const issued = docs.filter((d) => d.kind === 'INVOICE' && d.status !== 'DRAFT');
    const drafts = docs.filter((d) => d.status === 'DRAFT');
    const notes = docs.filter((d) => d.kind === 'CREDIT_NOTE');
    expect(issued.length).toBeGreaterThanOrEqual(10);
    expect(issued.length).toBeLessThanOrEqual(12);
    // Numbered by the counter in the order they were issued, over the last weeks, frozen with the shop's GST number.
    expect(issued.map((d) => d.number)).toEqual(issued.map((_, i) => i + 1));
    for (const d of issued) {
      expect(new Date(d.issued_at!).getTime()).toBeLessThan(now.getTime());
      expect(new Date(d.issued_at!).getTime()).toBeGreaterThan(now.getTime() - 35 * DAY);
      expect(d.lines).toBeGreaterThan(0);
      expect(d.gst).toBe('123456789 RT 0001');
    }
    expect(new Date(issued.at(-1)!.issued_at!).getTime() - new Date(issued[0]!.issued_at!).getTime()).toBeGreaterThan(7 * DAY);
    const paid = issued.filter((d) => d.status === 'PAID');
    expect(paid.length).toBeGreaterThanOrEqual(5);
    expect(paid.every((d) => d.paid === d.total)).toBe(true);
    expect(paid.filter((d) => d.payments === 2)).toHaveLength(1);
    expect(issued.filter((d) => d.status === 'SENT' && d.paid > 0 && d.paid < d.total!)).toHaveLength(1);
    expect(issued.filter((d) => d.status === 'SENT' && d.paid === 0).length).toBeGreaterThanOrEqual(1);
    // One credit note AV-1 cancels one invoice in full.
    const canceled = issued.filter((d) => d.status === 'CANCELED');
    expect(canceled).toHaveLength(1);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ label: 'AV-1', number: 1, credited_invoice_id: canceled[0]!.id, total: canceled[0]!.total });
    expect(canceled[0]!.credited).toBe(canceled[0]!.total);
    // Two drafts holding their work orders' lines, and DONE work orders still to invoice.
    expect(drafts).toHaveLength(2);
    expect(drafts.every((d) => d.entries > 0 && d.number === null)).toBe(true);
    const { rows: ready } = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM worksheets w JOIN worksheet_statuses s ON s.id = w.status_id
      WHERE w.account_id = ${first.accountId} AND s."group" = 'DONE' AND w.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.worksheet_id = w.id)`);
    expect(ready[0]!.n).toBeGreaterThanOrEqual(1);
    // Each issue, payment and credit note went through the use case: one journal record each.
    const { rows: journal } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM invoice_journal WHERE account_id = ${first.accountId}`);
    expect(journal[0]!.n).toBe(issued.length + notes.length + issued.reduce((sum, d) => sum + d.payments, 0));
  });

  it('opens online booking: its public address, request mode, the week’s hours, the year’s Québec holidays closed, 3 bays, 2 technicians, 5 services and an add-on from the catalogue', async () => {
    const { rows: settings } = await t.db.execute<{ enabled: boolean; slug: string; mode: string; hours: unknown; closures: { from: string; label: string }[] }>(
      sql`SELECT enabled, slug, mode, hours, closures FROM booking_settings WHERE account_id = ${first.accountId}`,
    );
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ enabled: true, slug: 'garage-tremblay-fils', mode: 'REQUEST' });
    const day = { open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' };
    expect(settings[0]!.hours).toEqual([day, day, day, day, day, { open: '09:00', close: '12:00', breakStart: null, breakEnd: null }, null]);
    const closed = settings[0]!.closures.map((c) => c.from);
    // 2026 and 2027 (from November on, New Year's Day is within the 60-day horizon).
    for (const date of ['2026-04-03', '2026-05-18', '2026-06-24', '2026-07-01', '2026-09-07', '2026-10-12', '2026-12-25', '2027-01-01']) expect(closed).toContain(date);
    const { rows: bayRows } = await t.db.execute<{ name: string }>(sql`SELECT name FROM bays WHERE account_id = ${first.accountId} AND active ORDER BY position`);
    expect(bayRows.map((b) => b.name)).toEqual(['Baie 1', 'Baie 2', 'Alignement']);
    const { rows: techs } = await t.db.execute<{ role: string }>(
      sql`SELECT u.permission_flags AS role FROM booking_technicians b JOIN users u ON u.id = b.user_id WHERE b.account_id = ${first.accountId}`,
    );
    expect(techs.map((r) => r.role)).toEqual(['EMPLOYEE', 'EMPLOYEE']);
    const { rows: offered } = await t.db.execute<{ name: string; minutes: number; addon: boolean; kind: string; shown: string | null }>(sql`
      SELECT c.name, s.minutes, s.addon, c.kind, coalesce(s.price, c.price)::text AS shown
      FROM booking_services s JOIN catalog_items c ON c.id = s.catalog_item_id AND c.account_id = s.account_id
      WHERE s.account_id = ${first.accountId} ORDER BY s.position`);
    expect(offered.map((o) => [o.minutes, o.addon])).toEqual([
      [30, false],
      [45, false],
      [90, false],
      [60, false],
      [60, false],
      [15, true],
    ]);
    expect(offered.map((o) => o.name.toLowerCase())).toEqual([
      expect.stringContaining('vidange'),
      expect.stringContaining('pneus'),
      expect.stringContaining('freins'),
      expect.stringContaining('diagnostic'),
      expect.stringContaining('inspection'),
      expect.stringContaining('lavage'),
    ]);
    // Every service shows a price, the diagnostic (hourly rate in the catalogue) included.
    expect(offered.every((o) => o.kind === 'SERVICE' && o.shown !== null)).toBe(true);
  });

  it('plans about 25 appointments this week and next, inside the opening hours, in mixed statuses, some online not yet seen, one turned into a work order', async () => {
    const { rows } = await t.db.execute<{
      status: string;
      source: string;
      start: string;
      end: string;
      local_day: string;
      dow: number;
      open_from: string;
      open_to: string;
      bay_id: number | null;
      technician_id: number | null;
      customer_id: number | null;
      services: { catalogItemId: number; name: string; minutes: number }[];
      seen_at: string | null;
      created_at: string;
      worksheet_id: number | null;
      contact: unknown;
    }>(sql`
      SELECT status, source, start_time::text AS start, end_time::text AS "end",
             (start_time AT TIME ZONE 'America/Toronto')::date::text AS local_day,
             extract(isodow FROM start_time AT TIME ZONE 'America/Toronto')::int AS dow,
             to_char(start_time AT TIME ZONE 'America/Toronto', 'HH24:MI') AS open_from,
             to_char(end_time AT TIME ZONE 'America/Toronto', 'HH24:MI') AS open_to,
             bay_id, technician_id, customer_id, services, seen_at::text AS seen_at, created_at::text AS created_at, worksheet_id, contact
      FROM events WHERE account_id = ${first.accountId} ORDER BY start_time`);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.length).toBeLessThanOrEqual(32);
    // Monday 2026-11-23 … Saturday 2026-12-05 in Montréal: this week (now is Monday 23, 10:30) and next.
    for (const row of rows) {
      expect(row.local_day >= '2026-11-23' && row.local_day <= '2026-12-05', row.local_day).toBe(true);
      expect(row.dow).not.toBe(7);
      if (row.dow === 6) expect(row.open_from >= '09:00' && row.open_to <= '12:00').toBe(true);
      else {
        expect(row.open_from >= '08:00' && row.open_to <= '17:00', `${row.open_from}-${row.open_to}`).toBe(true);
        expect(row.open_to <= '12:00' || row.open_from >= '13:00', `${row.open_from}-${row.open_to} crosses lunch`).toBe(true);
      }
      expect(row.customer_id).not.toBeNull();
      expect(row.services.length).toBeGreaterThan(0);
      expect(new Date(row.created_at).getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(rows.every((r) => r.bay_id !== null && r.technician_id !== null)).toBe(true);
    expect(new Set(rows.map((r) => r.bay_id)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.technician_id)).size).toBe(2);
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of ['REQUESTED', 'CONFIRMED', 'ARRIVED']) expect(statuses, status).toContain(status);
    // Gone by: came, or not; to come: never "arrived".
    for (const row of rows) {
      if (new Date(row.start).getTime() > now.getTime()) expect(['REQUESTED', 'CONFIRMED', 'CANCELED']).toContain(row.status);
      else if (new Date(row.end).getTime() <= now.getTime()) expect(['ARRIVED', 'NO_SHOW', 'CANCELED']).toContain(row.status);
    }
    const online = rows.filter((r) => r.source === 'ONLINE');
    expect(online.length).toBeGreaterThanOrEqual(4);
    expect(online.every((r) => r.contact !== null)).toBe(true);
    const unseen = rows.filter((r) => r.seen_at === null);
    expect(unseen.length).toBeGreaterThanOrEqual(2);
    expect(unseen.every((r) => r.source === 'ONLINE' && r.status === 'REQUESTED' && new Date(r.start).getTime() > now.getTime())).toBe(true);
    // One became a work order: same customer and vehicle, its services as lines, on the board with the others.
    const converted = rows.filter((r) => r.worksheet_id !== null);
    expect(converted).toHaveLength(1);
    const { rows: made } = await t.db.execute<{ customer_id: number; lines: number[] }>(sql`
      SELECT w.customer_id, array(SELECT e.catalog_item_id FROM entries e WHERE e.worksheet_id = w.id ORDER BY e.position, e.id) AS lines
      FROM worksheets w WHERE w.id = ${converted[0]!.worksheet_id} AND w.account_id = ${first.accountId} AND w.deleted_at IS NULL`);
    expect(made).toHaveLength(1);
    expect(made[0]!.customer_id).toBe(converted[0]!.customer_id);
    expect(made[0]!.lines).toEqual(converted[0]!.services.map((s) => s.catalogItemId));
    expect(first.work.numbers).toContain((await workOf(first.accountId)).find((w) => w.id === converted[0]!.worksheet_id)!.number);
  });

  it('stays on the 30-day trial a new shop starts on, and prints how the operator changes the plan', async () => {
    expect(first.plan).toMatchObject({ name: 'TRIAL', isTrial: true, daysLeft: 30 });
    const [row] = await t.db.select({ packageName: accounts.packageName, trialEndsAt: accounts.trialEndsAt }).from(accounts).where(eq(accounts.id, first.accountId));
    expect(row!.packageName).toBe('TRIAL');
    expect(row!.trialEndsAt!.getTime() - Date.now()).toBeGreaterThan(29 * DAY);
    const lines = planLines(first.plan).join('\n');
    expect(lines).toContain('30 days left');
    expect(lines).toContain('`npm run account:plan -- demo@atelier.test clever`');
    expect(planLines({ name: 'basic', isTrial: false, trialEndsAt: null, daysLeft: 0 }).join('\n')).toContain('on Découverte (basic)');
  });

  it('put on Découverte by the operator, keeps reading everything, edits, and still adds a customer (within 100)', async () => {
    // What `npm run account:plan -- demo@atelier.test basic` writes.
    await t.db.update(accounts).set({ packageName: 'basic', isTrial: false, trialEndsAt: null }).where(eq(accounts.id, first.accountId));
    try {
      const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'demo@atelier.test', password: 'Atelier!2026' } });
      expect(signin.statusCode, signin.body).toBe(200);
      expect(signin.json().data.user.account.package).toMatchObject({ name: 'basic', isTrial: false });
      const auth = { authorization: `Bearer ${signin.json().data.accessToken as string}` };
      const get = async (url: string) => {
        const response = await t.app.inject({ method: 'GET', url, headers: auth });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        return response.json().data;
      };
      const customers = await get('/api/customers?pageSize=100');
      expect(customers.total).toBe(first.counts.customers);
      expect(customers.total).toBeLessThan(100);
      expect((await get('/api/worksheets?pageSize=100')).total).toBe((await workOf(first.accountId)).length);
      await get('/api/worksheets/board');
      expect((await get('/api/invoices?pageSize=100')).total).toBeGreaterThan(0);
      const week = { from: new Date(now.getTime() - 7 * DAY).toISOString(), to: new Date(now.getTime() + 14 * DAY).toISOString() };
      expect((await get(`/api/events?from=${week.from}&to=${week.to}`)).list.length).toBeGreaterThan(0);
      expect((await get('/api/timelog?pageSize=100')).total).toBeGreaterThan(0);
      expect((await get('/api/reports/worksheets?pageSize=100')).total).toBeGreaterThan(0);
      expect((await get('/api/users?pageSize=100')).total).toBe(5);
      const worksheet = (await get('/api/worksheets?pageSize=1')).items[0];
      await get(`/api/worksheets/${worksheet.uuid as string}`);

      // The team (5 users where basic counts 1) still signs in; editing and a 61st customer work.
      const member = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'julie.tremblay@garage-tremblay.test', password: 'Atelier!2026' },
      });
      expect(member.statusCode, member.body).toBe(200);
      const customer = customers.items[0];
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/customers/${customer.uuid as string}`,
        headers: auth,
        payload: { fullname: `${customer.fullname as string} (modifié)` },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const added = await t.app.inject({ method: 'POST', url: '/api/customers', headers: auth, payload: { fullname: 'Client ajouté sur Découverte' } });
      expect(added.statusCode, added.body).toBe(201);
      // The billing page's figures: the team is over Découverte's one user (kept, only invitations stop).
      const usage = await get('/api/accounts/usage');
      expect(usage.customers).toEqual({ used: first.counts.customers + 1, limit: 100 });
      expect(usage.users).toEqual({ used: 5, limit: 1 });
    } finally {
      await t.db
        .update(accounts)
        .set({ packageName: 'TRIAL', isTrial: true, trialEndsAt: new Date(Date.now() + 30 * DAY) })
        .where(eq(accounts.id, first.accountId));
    }
  });

  it('leaves an existing demo shop alone, and --reset makes it again from number 1', async () => {
    expect((await seedDemo({ db: t.db, config: t.config, now })).created).toBe(false);
    const again = await seedDemo({ db: t.db, config: t.config, now, reset: true });
    expect(again).toMatchObject({ created: true, deleted: true });
    expect(again.accountId).not.toBe(first.accountId);
    expect(await workOf(first.accountId)).toEqual([]);
    const rows = await workOf(again.accountId);
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.length).toBe(first.work.worksheets);
  }, 300_000);
});
