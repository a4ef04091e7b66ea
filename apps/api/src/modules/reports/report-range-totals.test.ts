import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reportListSchema, worksheetTotalsSchema, type ReportList } from '@atelier/contracts';
import { worksheets } from '../../db/schema/index.js';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/vehicles.js';
import { insertWorksheetStatus, setPreferences, setTaxes, worksheetCalls } from '../../../test/worksheets.js';

/*
 * The report's date range (?from=&to=, the shop's calendar days) and its totals row (the whole
 * filtered set, per group and overall, in integer cents).
 */
let t: TestApp;
let call: ReturnType<typeof worksheetCalls>;
let team: Team;
let rival: Team;
const at: Record<string, string> = {};

const report = async (as: Member, query: string): Promise<ReportList> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/reports/worksheets${query}`, headers: as.auth });
  expect(response.statusCode, response.body).toBe(200);
  return reportListSchema.parse(response.json().data);
};

type Line = { name: string; type: 'SERVICE' | 'PRODUCT'; value_measured?: number; price?: number | null };

/** A work order created at `createdAt` (an instant), with its lines. */
async function workOrder(as: Member, statusId: number, createdAt: string, lines: Line[]) {
  const created = await call.create(as, { customerUuid: await newCustomer(t, as), statusId });
  expect(created.statusCode, created.body).toBe(201);
  const uuid = created.json().data.uuid as string;
  for (const line of lines) expect((await call.addLine(as, { worksheetUuid: uuid, ...line })).statusCode).toBe(201);
  await t.db
    .update(worksheets)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(worksheets.uuid, uuid));
  return uuid;
}

const cents = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  t = await createTestApp();
  call = worksheetCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  const accountId = team.FULL_ADMIN.accountId;
  await setTaxes(t, accountId, [
    { name: 'TPS', rate: '5' },
    { name: 'TVQ', rate: '9.975' },
  ]);
  // Montréal: EST (UTC−5) until 8 March 2026, EDT (UTC−4) after.
  await setPreferences(t, accountId, {
    hourlyRates: { valuePerUnit: 95, rateType: 'STANDARD' },
    currency: 'CAD',
    dateTime: { timezone: 'America/Montreal', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm' },
  });
  const todo = await insertWorksheetStatus(t, accountId, 'TODO', 'À faire');
  const doing = await insertWorksheetStatus(t, accountId, 'IN_PROGRESS', 'En cours');
  const done = await insertWorksheetStatus(t, accountId, 'DONE', 'Terminé');
  // Amounts chosen so that rounding each work order's taxes differs from taxing the sum.
  at.lastOfFebruary = await workOrder(team.FULL_ADMIN, done, '2026-03-01T04:59:59.999Z', [{ name: 'Avant', type: 'PRODUCT', price: 1000 }]);
  at.firstOfMarch = await workOrder(team.FULL_ADMIN, done, '2026-03-01T05:00:00.000Z', [
    { name: 'Vidange', type: 'SERVICE', price: 89.95 },
    { name: 'Bougies', type: 'PRODUCT', value_measured: 4, price: 12.95 },
    { name: 'Diagnostic', type: 'SERVICE', value_measured: 1.5 },
  ]);
  at.midMarch = await workOrder(team.FULL_ADMIN, doing, '2026-03-15T16:00:00.000Z', [{ name: 'Balais', type: 'PRODUCT', value_measured: 3, price: 0.07 }]);
  at.emptyMidMarch = await workOrder(team.FULL_ADMIN, todo, '2026-03-16T16:00:00.000Z', []);
  at.otherMidMarch = await workOrder(team.FULL_ADMIN, done, '2026-03-20T16:00:00.000Z', [{ name: 'Lave-glace', type: 'PRODUCT', value_measured: 1, price: 0.1 }]);
  // Taxed on its own, 0.10 gives 0.01 + 0.01; taxed with the others the cents would vanish.
  at.thirdMidMarch = await workOrder(team.FULL_ADMIN, done, '2026-03-21T16:00:00.000Z', [{ name: 'Lave-glace', type: 'PRODUCT', value_measured: 1, price: 0.1 }]);
  at.lastOfMarch = await workOrder(team.FULL_ADMIN, todo, '2026-04-01T03:59:59.999Z', [{ name: 'Permutation', type: 'SERVICE', price: 39.95 }]);
  at.firstOfApril = await workOrder(team.FULL_ADMIN, done, '2026-04-01T04:00:00.000Z', [{ name: 'Après', type: 'PRODUCT', price: 1000 }]);

  await setTaxes(t, rival.FULL_ADMIN.accountId, []);
  const rivalStatus = await insertWorksheetStatus(t, rival.FULL_ADMIN.accountId, 'DONE');
  at.rival = await workOrder(rival.FULL_ADMIN, rivalStatus, '2026-03-10T16:00:00.000Z', [{ name: 'Autre', type: 'PRODUCT', price: 5000 }]);
});
afterAll(() => t.close());

const march = ['firstOfMarch', 'midMarch', 'emptyMidMarch', 'otherMidMarch', 'thirdMidMarch', 'lastOfMarch'];

describe('GET /api/reports/worksheets?from=&to=', () => {
  it('keeps the work orders created on those days in the shop’s time zone, both days included', async () => {
    const data = await report(team.EMPLOYEE, '?from=2026-03-01&to=2026-03-31');
    expect(new Set(data.list.map((row) => row.uuid))).toEqual(new Set(march.map((key) => at[key])));
    expect(data.total).toBe(6);
    // One day: the first of March from 00:00 to 23:59:59.999 Montréal time.
    const first = await report(team.EMPLOYEE, '?from=2026-03-01&to=2026-03-01');
    expect(first.list.map((row) => row.uuid)).toEqual([at.firstOfMarch]);
    // Open-ended on one side.
    const since = await report(team.EMPLOYEE, '?from=2026-03-31');
    expect(new Set(since.list.map((row) => row.uuid))).toEqual(new Set([at.lastOfMarch, at.firstOfApril]));
    const until = await report(team.EMPLOYEE, '?to=2026-02-28');
    expect(until.list.map((row) => row.uuid)).toEqual([at.lastOfFebruary]);
  });

  it('follows the shop’s time zone: the same instants fall on other days in UTC', async () => {
    await setPreferences(t, team.FULL_ADMIN.accountId, { dateTime: { timezone: 'UTC', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm' } });
    try {
      const data = await report(team.EMPLOYEE, '?from=2026-03-01&to=2026-03-31');
      // In UTC, 04:59 on 1 March is March (it was February in Montréal); 03:59 on 1 April is April.
      expect(new Set(data.list.map((row) => row.uuid))).toEqual(
        new Set(['lastOfFebruary', 'firstOfMarch', 'midMarch', 'emptyMidMarch', 'otherMidMarch', 'thirdMidMarch'].map((key) => at[key])),
      );
    } finally {
      await setPreferences(t, team.FULL_ADMIN.accountId, { dateTime: { timezone: 'America/Montreal', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm' } });
    }
  });

  it('gives the totals of the whole filtered set, every page, equal to the sum of the totals route over its work orders', async () => {
    const pages = [1, 2, 3].map((page) => report(team.EMPLOYEE, `?from=2026-03-01&to=2026-03-31&pageSize=2&page=${page}`));
    const [first, second, third] = await Promise.all(pages);
    const rows = [...first!.list, ...second!.list, ...third!.list];
    expect(rows).toHaveLength(6);
    // The totals do not depend on the page.
    expect(second!.totals).toEqual(first!.totals);
    expect(third!.totals).toEqual(first!.totals);

    const sums = new Map<string, { count: number; subtotal: number; tps: number; tvq: number; total: number }>();
    for (const row of rows) {
      const single = worksheetTotalsSchema.parse((await call.totals(team.EMPLOYEE, row.uuid)).json().data);
      const sum = sums.get(row.status.group) ?? { count: 0, subtotal: 0, tps: 0, tvq: 0, total: 0 };
      sum.count += 1;
      sum.subtotal += cents(single.subtotal);
      sum.tps += cents(single.taxes[0]!.amount);
      sum.tvq += cents(single.taxes[1]!.amount);
      sum.total += cents(single.total);
      sums.set(row.status.group, sum);
      expect(cents(row.total)).toBe(cents(single.total));
    }
    const { totals } = first!;
    expect(totals.groups.map((group) => group.group)).toEqual(['TODO', 'IN_PROGRESS', 'DONE']);
    for (const group of totals.groups) {
      const sum = sums.get(group.group)!;
      expect(group).toEqual({
        group: group.group,
        count: sum.count,
        subtotalCents: sum.subtotal,
        taxes: [
          { name: 'TPS', rate: 5, amountCents: sum.tps },
          { name: 'TVQ', rate: 9.975, amountCents: sum.tvq },
        ],
        totalCents: sum.total,
      });
    }
    const all = [...sums.values()];
    const add = (pick: (sum: (typeof all)[number]) => number) => all.reduce((total, sum) => total + pick(sum), 0);
    expect(totals).toMatchObject({ count: 6, subtotalCents: add((s) => s.subtotal), totalCents: add((s) => s.total) });
    expect(totals.taxes.map((tax) => tax.amountCents)).toEqual([add((s) => s.tps), add((s) => s.tvq)]);
    // DONE: 326.81 (1 March) + twice 0.10 + 0.01 + 0.01 → 327.05 (TPS on the sum 284.45 would be 14.22, not 14.23).
    expect(totals.groups.find((group) => group.group === 'DONE')).toMatchObject({ count: 3, subtotalCents: 28445, totalCents: 32705 });
    expect(totals.groups.find((group) => group.group === 'DONE')?.taxes.map((tax) => tax.amountCents)).toEqual([1423, 2837]);
    // IN_PROGRESS: 3 × 0.07 = 0.21; TPS 0.0105 → 0.01, TVQ 0.0209 → 0.02 → 0.24.
    expect(totals.groups.find((group) => group.group === 'IN_PROGRESS')?.totalCents).toBe(24);
    // TODO: 39.95 + 2.00 + 3.99 = 45.94, and the empty work order 0.
    expect(totals.groups.find((group) => group.group === 'TODO')).toMatchObject({ count: 2, totalCents: 4594 });
    expect(totals.totalCents).toBe(32705 + 24 + 4594);
  });

  it('sums one group when ?status= asks for it; an empty range has zero totals', async () => {
    const done = await report(team.EMPLOYEE, '?status=DONE&from=2026-03-01&to=2026-03-31');
    expect(done.totals.groups.map((group) => group.group)).toEqual(['DONE']);
    expect(done.totals).toMatchObject({ count: 3, totalCents: 32705 });
    const none = await report(team.EMPLOYEE, '?from=2030-01-01&to=2030-12-31');
    expect(none.list).toEqual([]);
    expect(none.totals).toEqual({
      count: 0,
      subtotalCents: 0,
      taxes: [
        { name: 'TPS', rate: 5, amountCents: 0 },
        { name: 'TVQ', rate: 9.975, amountCents: 0 },
      ],
      totalCents: 0,
      groups: [],
    });
  });

  it('never counts another shop’s work orders', async () => {
    const ours = await report(team.FULL_ADMIN, '?from=2026-03-10&to=2026-03-10');
    expect(ours.list).toEqual([]);
    expect(ours.totals.count).toBe(0);
    const theirs = await report(rival.FULL_ADMIN, '?from=2026-03-01&to=2026-03-31');
    expect(theirs.list.map((row) => row.uuid)).toEqual([at.rival]);
    expect(theirs.totals).toMatchObject({ count: 1, subtotalCents: 500000, totalCents: 500000 });
  });

  it.each([
    ['from after to', '?from=2026-03-02&to=2026-03-01', 'to'],
    ['no such day', '?from=2026-02-30', 'from'],
    ['not a date', '?to=hier', 'to'],
    ['another format', '?from=01/03/2026', 'from'],
    ['before 2000', '?from=1999-12-31', 'from'],
    ['after 2099', '?to=2100-01-01', 'to'],
    ['a time', '?from=2026-03-01T00:00', 'from'],
  ])('refuses %s with 400 ERR_VALIDATION on the field', async (_case, query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/reports/worksheets${query}`, headers: team.EMPLOYEE.auth });
    expectApiError(response, 400, 'ERR_VALIDATION');
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
  });
});
