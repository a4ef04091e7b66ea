import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { productivityReportSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { addMember, usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { setPreferences } from '../../../test/worksheets.js';

/*
 * Issue 13 "Productivity": GET /api/reports/technicians?from&to against a hand-computed example in
 * America/Toronto (entries and status changes on both sides of local midnight, where the UTC day
 * differs), lines with and without a price; the shop's isolation; bad dates; roles.
 */

let t: TestApp;
async function one<T>(query: SQL): Promise<T> {
  const { rows } = await t.db.execute(query);
  return rows[0] as T;
}

/** Toronto wall-clock time (November 2026: after the fall-back of Nov 1, UTC-5) → ISO UTC. */
const toronto = (local: string) => new Date(`${local}:00-05:00`).toISOString();

type Shop = { team: Team; customerId: number; done: number; open: number; next: number };

async function shopOf(team: Team): Promise<Shop> {
  const accountId = team.FULL_ADMIN.accountId;
  const { id: customerId } = await one<{ id: number }>(sql`INSERT INTO customers (account_id, fullname) VALUES (${accountId}, 'Client') RETURNING id`);
  const status = async (group: string) =>
    (await one<{ id: number }>(sql`INSERT INTO worksheet_statuses (account_id, name, "group") VALUES (${accountId}, ${group}, ${group}) RETURNING id`)).id;
  return { team, customerId, done: await status('DONE'), open: await status('IN_PROGRESS'), next: 1000 };
}

type Line = { type?: 'SERVICE' | 'PRODUCT'; quantity: string; price?: string | null };

/** A work order of `technician` last moved to `statusId` at `changedAt`, with its lines. */
async function workOrder(
  shop: Shop,
  technician: Member,
  { statusId, changedAt, deleted = false }: { statusId: number; changedAt: string; deleted?: boolean },
  lines: Line[],
) {
  const accountId = shop.team.FULL_ADMIN.accountId;
  shop.next += 1;
  const { id } = await one<{ id: number }>(sql`
    INSERT INTO worksheets (account_id, worksheet_id, customer_id, status_id, technician_id, status_changed_at, deleted_at)
    VALUES (${accountId}, ${shop.next}, ${shop.customerId}, ${statusId}, ${technician.id}, ${changedAt}::timestamptz, ${deleted ? changedAt : null}::timestamptz)
    RETURNING id`);
  for (const line of lines) {
    await t.db.execute(sql`INSERT INTO entries (account_id, worksheet_id, name, type, value_measured, price)
      VALUES (${accountId}, ${id}, 'Tâche', ${line.type ?? 'SERVICE'}, ${line.quantity}::numeric, ${line.price ?? null}::numeric)`);
  }
  return id;
}

/** A time entry; `date` is the day of the start in Toronto, as the timelog API writes it. */
async function entry(who: Member, start: string, end: string | null, worksheetId: number | null = null) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(start));
  await t.db.execute(sql`INSERT INTO timelogs (account_id, user_id, worksheet_id, start_time, end_time, date)
    VALUES (${who.accountId}, ${who.id}, ${worksheetId}, ${start}::timestamptz, ${end}::timestamptz, ${day}::date)`);
}

const report = (as: Member, query: string) => t.app.inject({ method: 'GET', url: `/api/reports/technicians?${query}`, headers: as.auth });
const WEEK = 'from=2026-11-02&to=2026-11-06';

let a: Shop;
let alice: Member;
let bruno: Member;
let claude: Member;
let b: Shop;

beforeAll(async () => {
  t = await createTestApp();
  a = await shopOf(await usersOfEveryRole(t));
  const accountId = a.team.FULL_ADMIN.accountId;
  await setPreferences(t, accountId, {
    dateTime: { dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', timezone: 'America/Toronto' },
    hourlyRates: { valuePerUnit: 100, rateType: 'STANDARD' },
  });
  // Added in this order on purpose: the answer is by name, not by id.
  claude = await addMember(t, accountId, 'EMPLOYEE', 'Claude Roy');
  bruno = await addMember(t, accountId, 'EMPLOYEE', 'Bruno Côté');
  alice = await addMember(t, accountId, 'EMPLOYEE', 'Alice Tremblay');
  const gone = await addMember(t, accountId, 'EMPLOYEE', 'Aaron Parti');
  await addMember(t, accountId, 'EMPLOYEE', 'Zoé Sans-Heures');

  // Alice: WO1 done at 23:45 Toronto on Friday the 6th (already the 7th in UTC): sold 3 + 2 × 50 ÷ 100 = 4 h (the part is not time).
  const wo1 = await workOrder(a, alice, { statusId: a.done, changedAt: toronto('2026-11-06T23:45') }, [
    { quantity: '3.00' },
    { quantity: '2', price: '50.00' },
    { type: 'PRODUCT', quantity: '4', price: '25.00' },
  ]);
  // Not counted: in progress, deleted.
  await workOrder(a, alice, { statusId: a.open, changedAt: toronto('2026-11-03T10:00') }, [{ quantity: '7' }]);
  await workOrder(a, alice, { statusId: a.done, changedAt: toronto('2026-11-03T10:00'), deleted: true }, [{ quantity: '9' }]);
  await entry(alice, toronto('2026-11-02T08:00'), toronto('2026-11-02T12:00'), wo1); // 4 h on a work order
  await entry(alice, toronto('2026-11-02T13:00'), toronto('2026-11-02T14:30')); // 1.5 h
  await entry(alice, toronto('2026-11-06T23:30'), toronto('2026-11-07T01:00'), wo1); // 1.5 h: starts on the 6th in Toronto (the 7th in UTC)
  await entry(alice, toronto('2026-11-01T23:00'), toronto('2026-11-02T00:30'), wo1); // the 1st in Toronto (the 2nd in UTC): not counted

  // Bruno: WO2 done on the 3rd, 1.5 + 1 × 125 ÷ 100 = 2.75 h; WO6 on the 5th, 2 h; WO3 at 23:50 on the 1st (the 2nd in UTC) is not counted.
  const wo2 = await workOrder(a, bruno, { statusId: a.done, changedAt: toronto('2026-11-03T12:00') }, [{ quantity: '1.5' }, { quantity: '1', price: '125' }]);
  await workOrder(a, bruno, { statusId: a.done, changedAt: toronto('2026-11-05T10:00') }, [{ quantity: '2' }]);
  await workOrder(a, bruno, { statusId: a.done, changedAt: toronto('2026-11-01T23:50') }, [{ quantity: '5' }]);
  await entry(bruno, toronto('2026-11-03T07:45'), toronto('2026-11-03T11:15'), wo2); // 3.5 h on a work order
  await entry(bruno, toronto('2026-11-04T09:00'), toronto('2026-11-04T10:00')); // 1 h
  await entry(bruno, toronto('2026-11-05T13:00'), toronto('2026-11-05T13:20')); // 20 min = 0.3333 h
  await entry(bruno, toronto('2026-11-06T15:00'), null); // still running: not counted

  // Claude sold without clocking: efficiency none.
  await workOrder(a, claude, { statusId: a.done, changedAt: toronto('2026-11-04T16:00') }, [{ quantity: '0.5' }]);

  // A user deleted since: not listed, not in the totals.
  await entry(gone, toronto('2026-11-04T08:00'), toronto('2026-11-04T16:00'), wo1);
  await t.db.execute(sql`UPDATE users SET deleted_at = now() WHERE id = ${gone.id}`);

  // Another shop, same days, no hourly rate: its priced line sells nothing.
  b = await shopOf(await usersOfEveryRole(t));
  const other = await addMember(t, b.team.FULL_ADMIN.accountId, 'EMPLOYEE', 'Alice Ailleurs');
  const woB = await workOrder(b, other, { statusId: b.done, changedAt: toronto('2026-11-04T12:00') }, [{ quantity: '2' }, { quantity: '1', price: '80' }]);
  await entry(other, toronto('2026-11-04T08:00'), toronto('2026-11-04T09:00'), woB);
});
afterAll(() => t.close());

describe('GET /api/reports/technicians', () => {
  it('answers the hand-computed figures per technician, by name, and the totals', async () => {
    const response = await report(a.team.ADMINISTRATOR, WEEK);
    expect(response.statusCode).toBe(200);
    const data = productivityReportSchema.parse(response.json().data);
    expect(data.from).toBe('2026-11-02');
    expect(data.to).toBe('2026-11-06');
    expect(data.items).toEqual([
      {
        user: { uuid: alice.uuid, fullname: 'Alice Tremblay', username: alice.username },
        clockedHours: 7,
        workOrderHours: 5.5,
        soldHours: 4,
        efficiency: 0.7273,
      },
      {
        user: { uuid: bruno.uuid, fullname: 'Bruno Côté', username: bruno.username },
        clockedHours: 4.83,
        workOrderHours: 3.5,
        soldHours: 4.75,
        efficiency: 1.3571,
      },
      {
        user: { uuid: claude.uuid, fullname: 'Claude Roy', username: claude.username },
        clockedHours: 0,
        workOrderHours: 0,
        soldHours: 0.5,
        efficiency: null,
      },
    ]);
    expect(data.totals).toEqual({ clockedHours: 11.83, workOrderHours: 9, soldHours: 9.25, efficiency: 1.0278 });
  });

  it("takes the shop's days: one day at each end of the week", async () => {
    // Friday the 6th in Toronto: Alice's 23:30 entry and WO1 (both the 7th in UTC), Bruno's nothing closed.
    const friday = productivityReportSchema.parse((await report(a.team.FULL_ADMIN, 'from=2026-11-06&to=2026-11-06')).json().data);
    expect(friday.items.map((row) => [row.user.fullname, row.clockedHours, row.workOrderHours, row.soldHours])).toEqual([['Alice Tremblay', 1.5, 1.5, 4]]);
    // Sunday the 1st: Alice's 23:00 entry and Bruno's WO3 (both the 2nd in UTC).
    const sunday = productivityReportSchema.parse((await report(a.team.FULL_ADMIN, 'from=2026-11-01&to=2026-11-01')).json().data);
    expect(sunday.items.map((row) => [row.user.fullname, row.clockedHours, row.workOrderHours, row.soldHours])).toEqual([
      ['Alice Tremblay', 1.5, 1.5, 0],
      ['Bruno Côté', 0, 0, 5],
    ]);
  });

  it('answers an empty report with zero totals for a period without time', async () => {
    const data = productivityReportSchema.parse((await report(a.team.ADMINISTRATOR, 'from=2026-12-01&to=2026-12-31')).json().data);
    expect(data).toEqual({ from: '2026-12-01', to: '2026-12-31', items: [], totals: { clockedHours: 0, workOrderHours: 0, soldHours: 0, efficiency: null } });
  });

  it("never counts another shop's data; the other shop's token sees its own (no hourly rate: a priced line sells nothing)", async () => {
    const data = productivityReportSchema.parse((await report(b.team.FULL_ADMIN, WEEK)).json().data);
    expect(data.items).toEqual([expect.objectContaining({ clockedHours: 1, workOrderHours: 1, soldHours: 2, efficiency: 2 })]);
    expect(data.items[0]!.user.fullname).toBe('Alice Ailleurs');
    expect(data.totals).toEqual({ clockedHours: 1, workOrderHours: 1, soldHours: 2, efficiency: 2 });
  });

  it('refuses bad dates with 400, ERR_INVALID_DATE on the field', async () => {
    const admin = a.team.ADMINISTRATOR;
    const cases: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-11-02&to=11/06/2026', 'to'],
      ['from=2026-11-06&to=2026-11-02', 'to'],
      ['from=2025-01-01&to=2026-11-06', 'to'],
      ['from=1999-12-31&to=2000-01-01', 'from'],
    ];
    for (const [query, field] of cases) {
      // One detail per field: a day that is not one is not also checked for its order.
      const { details } = expectApiError(await report(admin, query), 400, 'ERR_VALIDATION');
      expect({ query, details }).toEqual({ query, details: [{ field, message: 'ERR_INVALID_DATE' }] });
    }
    expectApiError(await report(admin, 'from=2026-11-02'), 400, 'ERR_VALIDATION', [{ field: 'to', message: 'ERR_VALIDATION' }]);
  });

  it('is for timelog:all: an EMPLOYEE and a GUEST get 403, the anonymous 401', async () => {
    expectApiError(await report(alice, WEEK), 403, 'ERR_FORBIDDEN');
    expectApiError(await report(a.team.EMPLOYEE, WEEK), 403, 'ERR_FORBIDDEN');
    expectApiError(await report(a.team.GUEST, WEEK), 403, 'ERR_FORBIDDEN');
    expectApiError(await t.app.inject({ method: 'GET', url: `/api/reports/technicians?${WEEK}` }), 401, 'ERR_UNAUTHENTICATED');
    expect((await report(a.team.FULL_ADMIN, WEEK)).statusCode).toBe(200);
  });
});
