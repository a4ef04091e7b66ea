import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_COLUMN_SIZE, boardSchema, groupedStatusesSchema, type Board } from '@atelier/contracts';
import { sql } from 'drizzle-orm';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/vehicles.js';
import { insertWorksheetStatus, worksheetCalls } from '../../../test/worksheets.js';
import { TOTAL_CAP } from './list-queries.js';

let t: TestApp;
let shop: Team;
let rival: Team;
let call: ReturnType<typeof worksheetCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = worksheetCalls(t);
  [shop, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

async function board(as: Member, query = ''): Promise<Board> {
  const response = await t.app.inject({ method: 'GET', url: `/api/worksheets/board${query}`, headers: as.auth });
  expect(response.statusCode, response.body).toBe(200);
  return boardSchema.parse(response.json().data);
}

/** The account's work-order status ids in the statuses' own order (GET /api/worksheet-status). */
async function statusOrder(as: Member): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/worksheet-status', headers: as.auth });
  const grouped = groupedStatusesSchema.parse(response.json().data);
  return [...grouped.TODO, ...grouped.IN_PROGRESS, ...grouped.DONE].map((status) => status.id);
}

/** `count` work orders of one customer in a status, created a minute apart (the last is the newest). */
async function insertWorksheets(accountId: number, statusId: number, count: number, from: number, technicianId: number | null = null) {
  const customerUuid = await newCustomer(t, shop.FULL_ADMIN);
  await t.db.execute(sql`
    INSERT INTO worksheets (account_id, worksheet_id, customer_id, status_id, technician_id, created_at)
    SELECT ${accountId}, ${from} + n, (SELECT id FROM customers WHERE uuid = ${customerUuid}), ${statusId}, ${technicianId},
      timestamptz '2026-01-01' + (${from} + n) * interval '1 minute'
    FROM generate_series(1, ${count}) n`);
}

describe('GET /api/worksheets/board', () => {
  it('answers one column per status in the statuses order, empty ones too, even before any work order', async () => {
    const empty = await board(shop.EMPLOYEE);
    const order = await statusOrder(shop.EMPLOYEE);
    expect(order.length).toBeGreaterThan(1);
    expect(empty.columns.map((column) => column.statusId)).toEqual(order);
    expect(empty.columns.every((column) => column.list.length === 0 && column.total === 0 && !column.totalCapped)).toBe(true);
  });

  it('gives each column its newest cards (at most the column size), its count, and never a deleted one', async () => {
    const accountId = shop.FULL_ADMIN.accountId;
    const [first, second] = await statusOrder(shop.EMPLOYEE);
    const later = await insertWorksheetStatus(t, accountId, 'DONE', 'Livré');
    await insertWorksheets(accountId, first!, BOARD_COLUMN_SIZE + 5, 0);
    await insertWorksheets(accountId, second!, 3, 1000);
    await t.db.execute(sql`UPDATE worksheets SET deleted_at = now() WHERE account_id = ${accountId} AND worksheet_id = 1002`);

    const { columns } = await board(shop.EMPLOYEE);
    const column = (id: number) => columns.find((c) => c.statusId === id)!;
    expect(column(first!)).toMatchObject({ total: BOARD_COLUMN_SIZE + 5, totalCapped: false });
    expect(column(first!).list.map((w) => w.worksheetId)).toEqual(Array.from({ length: BOARD_COLUMN_SIZE }, (_, i) => BOARD_COLUMN_SIZE + 5 - i));
    expect(column(second!).list.map((w) => w.worksheetId)).toEqual([1003, 1001]);
    expect(column(second!).total).toBe(2);
    expect(column(later)).toMatchObject({ list: [], total: 0 });
    expect(column(first!).list[0]).toMatchObject({ statusId: first, status: { id: first }, customer: { fullname: expect.any(String) } });
    // The same cards as the list filtered by status.
    const listed = (await call.list(shop.EMPLOYEE, `?statusId=${first}&pageSize=${BOARD_COLUMN_SIZE}`)).json().data.list;
    expect(column(first!).list).toEqual(listed);
  });

  it('filters by technician: only their cards, the counts follow', async () => {
    const accountId = shop.FULL_ADMIN.accountId;
    const [first] = await statusOrder(shop.EMPLOYEE);
    const [technician] = (await t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE uuid = ${shop.EMPLOYEE.uuid}`)).rows;
    await insertWorksheets(accountId, first!, 2, 2000, technician!.id);
    const { columns } = await board(shop.FULL_ADMIN, `?technicianUuid=${shop.EMPLOYEE.uuid}`);
    expect(columns.find((c) => c.statusId === first)).toMatchObject({ total: 2 });
    expect(columns.flatMap((c) => c.list.map((w) => w.worksheetId))).toEqual([2002, 2001]);
    expect(columns.every((c) => c.list.every((w) => w.technician?.uuid === shop.EMPLOYEE.uuid))).toBe(true);
    // Another shop's user is nobody's technician here.
    const foreign = await board(shop.FULL_ADMIN, `?technicianUuid=${rival.EMPLOYEE.uuid}`);
    expect(foreign.columns.every((c) => c.total === 0 && c.list.length === 0)).toBe(true);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/worksheets/board?technicianUuid=nope', headers: shop.FULL_ADMIN.auth }), 400, 'ERR_VALIDATION');
  });

  it("shows only the caller's shop: its statuses, its cards", async () => {
    const mine = await board(shop.EMPLOYEE);
    const theirs = await board(rival.EMPLOYEE);
    expect(theirs.columns.map((c) => c.statusId)).toEqual(await statusOrder(rival.EMPLOYEE));
    expect(theirs.columns.some((c) => mine.columns.some((m) => m.statusId === c.statusId))).toBe(false);
    expect(theirs.columns.every((c) => c.total === 0)).toBe(true);
  });

  it(`stops counting past ${TOTAL_CAP}: the column says so`, async () => {
    const accountId = rival.FULL_ADMIN.accountId;
    const [first] = await statusOrder(rival.EMPLOYEE);
    const customerUuid = await newCustomer(t, rival.FULL_ADMIN);
    await t.db.execute(sql`
      INSERT INTO worksheets (account_id, worksheet_id, customer_id, status_id)
      SELECT ${accountId}, n, (SELECT id FROM customers WHERE uuid = ${customerUuid}), ${first} FROM generate_series(1, ${TOTAL_CAP + 1}) n`);
    const { columns } = await board(rival.EMPLOYEE);
    expect(columns[0]).toMatchObject({ statusId: first, total: TOTAL_CAP, totalCapped: true });
    expect(columns[0]!.list).toHaveLength(BOARD_COLUMN_SIZE);
  });
});
