import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportListSchema, worksheetTotalsSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/vehicles.js';
import { insertWorksheetStatus, setPreferences, setTaxes, worksheetCalls } from '../../../test/worksheets.js';

let t: TestApp;
let call: ReturnType<typeof worksheetCalls>;
let team: Team;
let rival: Team;
let todo: number;
let done: number;
const uuids: Record<'quebec' | 'empty' | 'open', string> = { quebec: '', empty: '', open: '' };
let rivalUuid: string;

const report = (as: Member, query = '') => t.app.inject({ method: 'GET', url: `/api/reports/worksheets${query}`, headers: as.auth });

async function workOrder(
  as: Member,
  statusId: number,
  lines: { name: string; type: 'SERVICE' | 'PRODUCT'; value_measured?: number; price?: number | null; discount?: number }[],
) {
  const created = await call.create(as, { customerUuid: await newCustomer(t, as), statusId });
  expect(created.statusCode, created.body).toBe(201);
  const uuid = created.json().data.uuid as string;
  for (const line of lines) expect((await call.addLine(as, { worksheetUuid: uuid, ...line })).statusCode).toBe(201);
  return uuid;
}

beforeAll(async () => {
  t = await createTestApp();
  call = worksheetCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  const accountId = team.FULL_ADMIN.accountId;
  await setTaxes(t, accountId, [
    { name: 'TPS', rate: '5' },
    { name: 'TVQ', rate: '9.975' },
  ]);
  await setPreferences(t, accountId, { hourlyRates: { valuePerUnit: 95, rateType: 'STANDARD' }, currency: 'CAD' });
  todo = await insertWorksheetStatus(t, accountId, 'TODO', 'À faire');
  done = await insertWorksheetStatus(t, accountId, 'DONE', 'Terminé');
  // 89.95 + 4 × 12.95 + 1.5 h × 95.00 = 284.25; TPS 14.21 + TVQ 28.35 → 326.81 (as the totals route).
  uuids.quebec = await workOrder(team.FULL_ADMIN, done, [
    { name: 'Vidange', type: 'SERVICE', price: 89.95 },
    { name: 'Bougies', type: 'PRODUCT', value_measured: 4, price: 12.95 },
    { name: 'Diagnostic', type: 'SERVICE', value_measured: 1.5 },
  ]);
  uuids.empty = await workOrder(team.FULL_ADMIN, done, []);
  uuids.open = await workOrder(team.FULL_ADMIN, todo, [{ name: 'Pneus', type: 'PRODUCT', value_measured: 4, price: 100 }]);
  await setTaxes(t, rival.FULL_ADMIN.accountId, []);
  const rivalStatus = await insertWorksheetStatus(t, rival.FULL_ADMIN.accountId, 'DONE');
  rivalUuid = await workOrder(rival.FULL_ADMIN, rivalStatus, [{ name: 'Autre', type: 'PRODUCT', price: 1000 }]);
});
afterAll(() => t.close());

describe('GET /api/reports/worksheets', () => {
  it('lists the work orders of the ticked groups, each with its total with taxes, as the totals route computes it', async () => {
    const response = await report(team.EMPLOYEE, '?status=DONE');
    expect(response.statusCode, response.body).toBe(200);
    const data = reportListSchema.parse(response.json().data);
    expect(data.currency).toBe('CAD');
    expect(data.total).toBe(2);
    expect(data.items).toEqual(data.list);
    const totals = new Map(data.list.map((row) => [row.uuid, row.total]));
    expect(totals).toEqual(
      new Map([
        [uuids.quebec, 326.81],
        [uuids.empty, 0],
      ]),
    );
    expect(data.list.every((row) => row.status.group === 'DONE')).toBe(true);
    // The same figure as GET /worksheets/{uuid}/totals: one rule for both.
    const single = worksheetTotalsSchema.parse((await call.totals(team.EMPLOYEE, uuids.quebec)).json().data);
    expect(totals.get(uuids.quebec)).toBe(single.total);
  });

  it('applies the lines’ discounts (issue 14) in the rows and in the sums, as the totals route does', async () => {
    const shop = await usersOfEveryRole(t);
    await setTaxes(t, shop.FULL_ADMIN.accountId, [
      { name: 'TPS', rate: '5' },
      { name: 'TVQ', rate: '9.975' },
    ]);
    await setPreferences(t, shop.FULL_ADMIN.accountId, { hourlyRates: { valuePerUnit: 95, rateType: 'STANDARD' } });
    const status = await insertWorksheetStatus(t, shop.FULL_ADMIN.accountId, 'DONE');
    // 1.25 × 19.99 = 24.99 − 10 % (2.50) = 22.49; 1 h × 95 − 12.5 % (11.88) = 83.12; 105.61 + 5.28 + 10.53 = 121.42.
    const uuid = await workOrder(shop.FULL_ADMIN, status, [
      { name: 'Plaquettes', type: 'PRODUCT', value_measured: 1.25, price: 19.99, discount: 10 },
      { name: 'Main-d’œuvre', type: 'SERVICE', discount: 12.5 },
    ]);
    const response = await report(shop.EMPLOYEE);
    expect(response.statusCode, response.body).toBe(200);
    const data = reportListSchema.parse(response.json().data);
    expect(data.list.map((row) => row.total)).toEqual([121.42]);
    expect(data.totals).toMatchObject({ subtotalCents: 10561, totalCents: 12142, taxes: [{ amountCents: 528 }, { amountCents: 1053 }] });
    expect(worksheetTotalsSchema.parse((await call.totals(shop.EMPLOYEE, uuid)).json().data).total).toBe(121.42);
  });

  it('takes ?status= as a comma-separated list of groups; without it, every group', async () => {
    const both = reportListSchema.parse((await report(team.EMPLOYEE, '?status=TODO,DONE')).json().data);
    expect(both.total).toBe(3);
    // 4 × 100 = 400; 5 % + 9.975 % = 20 + 39.90 → 459.90.
    expect(both.list.find((row) => row.uuid === uuids.open)?.total).toBe(459.9);
    const all = reportListSchema.parse((await report(team.EMPLOYEE)).json().data);
    expect(all.total).toBe(3);
    const onlyTodo = reportListSchema.parse((await report(team.EMPLOYEE, '?status=todo')).json().data);
    expect(onlyTodo.list.map((row) => row.uuid)).toEqual([uuids.open]);
  });

  it('pages like the work-order list', async () => {
    const first = reportListSchema.parse((await report(team.EMPLOYEE, '?pageSize=2&page=1')).json().data);
    const second = reportListSchema.parse((await report(team.EMPLOYEE, '?pageSize=2&page=2')).json().data);
    expect(first.list).toHaveLength(2);
    expect(second.list).toHaveLength(1);
    expect(new Set([...first.list, ...second.list].map((row) => row.uuid)).size).toBe(3);
  });

  it('never shows another shop’s work orders nor counts their lines', async () => {
    const ours = reportListSchema.parse((await report(team.FULL_ADMIN, '?status=TODO,IN_PROGRESS,DONE')).json().data);
    expect(ours.list.map((row) => row.uuid)).not.toContain(rivalUuid);
    const theirs = reportListSchema.parse((await report(rival.FULL_ADMIN, '?status=DONE')).json().data);
    expect(theirs.list.map((row) => [row.uuid, row.total])).toEqual([[rivalUuid, 1000]]);
  });

  it('refuses an unknown group (400), a guest (403) and no token (401)', async () => {
    expectApiError(await report(team.EMPLOYEE, '?status=PAID'), 400, 'ERR_VALIDATION');
    expectApiError(await report(team.GUEST, '?status=DONE'), 403, 'ERR_FORBIDDEN');
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/reports/worksheets' }), 401, 'ERR_UNAUTHENTICATED');
  });
});
