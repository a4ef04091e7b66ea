import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worksheetListSchema } from '@atelier/contracts';
import { sql } from 'drizzle-orm';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/vehicles.js';
import { insertWorksheetStatus, worksheetCalls } from '../../../test/worksheets.js';
import { TOTAL_CAP } from './list-queries.js';

// More work orders than the count goes to; three share each creation time, so the id breaks ties.
const COUNT = TOTAL_CAP + 30;

let t: TestApp;
let shop: Team;
let call: ReturnType<typeof worksheetCalls>;
let done: number;
/** The DONE work orders' numbers in the list's order (created_at, then id, newest first), from SQL. */
let doneOrder: number[];

beforeAll(async () => {
  t = await createTestApp();
  call = worksheetCalls(t);
  shop = await usersOfEveryRole(t);
  const accountId = shop.FULL_ADMIN.accountId;
  const todo = await insertWorksheetStatus(t, accountId, 'TODO');
  done = await insertWorksheetStatus(t, accountId, 'DONE');
  const customerUuid = await newCustomer(t, shop.FULL_ADMIN, 'Amélie Roy');
  // Numbers are shuffled against creation times, so an order by number would not pass for the list's.
  await t.db.execute(sql`
    INSERT INTO worksheets (account_id, worksheet_id, customer_id, status_id, created_at)
    SELECT ${accountId}, n, (SELECT id FROM customers WHERE uuid = ${customerUuid}),
      CASE WHEN n % 2 = 0 THEN ${done}::int ELSE ${todo}::int END,
      timestamptz '2026-01-01' + ((n * 7919) % ${COUNT} / 3) * interval '1 minute'
    FROM generate_series(1, ${COUNT}) n`);
  // A deleted one never counts.
  await t.db.execute(sql`UPDATE worksheets SET deleted_at = now() WHERE account_id = ${accountId} AND worksheet_id = 2`);
  const rows = await t.db.execute<{ worksheet_id: number }>(sql`
    SELECT worksheet_id::int AS worksheet_id FROM worksheets WHERE account_id = ${accountId} AND status_id = ${done} AND deleted_at IS NULL
    ORDER BY created_at DESC, id DESC`);
  doneOrder = rows.rows.map((row) => row.worksheet_id);
}, 60_000);
afterAll(() => t.close());

async function page(query: string) {
  const response = await call.list(shop.EMPLOYEE, query);
  expect(response.statusCode, response.body).toBe(200);
  return worksheetListSchema.parse(response.json().data);
}

describe('GET /api/worksheets at scale', () => {
  it(`counts at most ${TOTAL_CAP} matches: past them the total is a floor and totalCapped says so`, async () => {
    const first = await page('?pageSize=25');
    expect(first).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(first.list).toHaveLength(25);
    // Fewer matches than the cap: exact.
    const dones = await page(`?statusId=${done}&pageSize=25`);
    expect(dones).toMatchObject({ total: doneOrder.length, totalCapped: false });
    expect(dones.list.map((row) => row.worksheetId)).toEqual(doneOrder.slice(0, 25));
    // A page past the end (below the cap) still says how many match.
    const pastTheEnd = await page(`?statusId=${done}&pageSize=25&page=300`);
    expect(pastTheEnd).toMatchObject({ total: doneOrder.length, totalCapped: false, list: [] });
  });

  it('a deep page past the cap counts up to itself: it knows whether another page follows, and the last page is exact', async () => {
    const live = COUNT - 1;
    const deep = await page('?page=300&pageSize=40'); // rows 11 961..12 000 do not exist: 10 029 live
    expect(deep).toMatchObject({ total: live, totalCapped: false, list: [] });
    // The same past the end of a search (its matching customers are counted in the same statement).
    expect(await page('?q=roy&page=300&pageSize=40')).toMatchObject({ total: live, totalCapped: false, list: [] });
    const last = await page(`?page=${Math.ceil(live / 25)}&pageSize=25`);
    expect(last).toMatchObject({ total: live, totalCapped: false });
    expect(last.list).toHaveLength(live % 25 || 25);
    const before = await page(`?page=${Math.ceil(live / 25) - 2}&pageSize=25`);
    expect(before.totalCapped).toBe(true);
    expect(before.total).toBe((Math.ceil(live / 25) - 2) * 25);
  });

  it('deep pages keep the order across pages: every DONE work order once, none missing, newest first', async () => {
    const seen: number[] = [];
    for (let number = 1; ; number++) {
      const data = await page(`?statusId=${done}&pageSize=100&page=${number}`);
      seen.push(...data.list.map((row) => row.worksheetId));
      if (data.list.length < 100) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(doneOrder);
    // The same through the group filter and a search, on a deep page.
    const grouped = await page('?status=DONE&pageSize=50&page=60');
    expect(grouped.list.map((row) => row.worksheetId)).toEqual(doneOrder.slice(2950, 3000));
    const searched = await page('?q=roy&status=DONE&pageSize=50&page=90');
    expect(searched.list.map((row) => row.worksheetId)).toEqual(doneOrder.slice(4450, 4500));
    expect(searched.list[0]?.customer.fullname).toBe('Amélie Roy');
  });
});
