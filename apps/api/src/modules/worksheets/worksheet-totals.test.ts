import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worksheetTotalsSchema } from '@atelier/contracts';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/vehicles.js';
import { entries, taxGroups, taxes } from '../../db/schema/index.js';
import { insertWorksheetStatus, setPreferences, setTaxes, worksheetCalls } from '../../../test/worksheets.js';

let t: TestApp;
let call: ReturnType<typeof worksheetCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = worksheetCalls(t);
});
afterAll(() => t.close());

type Line = { name: string; type: 'SERVICE' | 'PRODUCT'; value_measured?: number; price?: number | null };

/** A shop with these taxes and preferences, and one work order holding these lines. */
async function orderWith(lines: Line[], shop: { taxes: { name: string; rate: string }[]; hourlyRate: number; currency: string }) {
  const team: Team = await usersOfEveryRole(t);
  const accountId = team.FULL_ADMIN.accountId;
  await setTaxes(t, accountId, shop.taxes);
  await setPreferences(t, accountId, { hourlyRates: { valuePerUnit: shop.hourlyRate, rateType: 'STANDARD' }, currency: shop.currency });
  const created = await call.create(team.FULL_ADMIN, { customerUuid: await newCustomer(t, team.FULL_ADMIN), statusId: await insertWorksheetStatus(t, accountId) });
  const uuid = created.json().data.uuid as string;
  for (const line of lines) {
    const response = await call.addLine(team.EMPLOYEE, { worksheetUuid: uuid, ...line });
    expect(response.statusCode, response.body).toBe(201);
  }
  return { team, uuid };
}

async function totalsOf(team: Team, uuid: string) {
  const response = await call.totals(team.EMPLOYEE, uuid);
  expect(response.statusCode, response.body).toBe(200);
  return worksheetTotalsSchema.parse(response.json().data);
}

const QUEBEC = [
  { name: 'TPS', rate: '5' },
  { name: 'TVQ', rate: '9.975' },
];

describe('GET /api/worksheets/{uuid}/totals', () => {
  it('Québec: GST and QST both on the subtotal; a SERVICE line without a price is priced at the hourly rate', async () => {
    // 89.95 + 4 × 12.95 (51.80) + 1.5 h × 95.00 (142.50) = 284.25
    // GST 5 % = 14.2125 → 14.21; QST 9.975 % = 28.3539… → 28.35; total 326.81.
    const { team, uuid } = await orderWith(
      [
        { name: 'Vidange', type: 'SERVICE', price: 89.95 },
        { name: 'Bougies', type: 'PRODUCT', value_measured: 4, price: 12.95 },
        { name: 'Diagnostic', type: 'SERVICE', value_measured: 1.5 },
      ],
      { taxes: QUEBEC, hourlyRate: 95, currency: 'CAD' },
    );
    const totals = await totalsOf(team, uuid);
    expect(totals).toEqual({
      services: 232.45,
      parts: 51.8,
      subtotal: 284.25,
      taxes: [
        { id: expect.any(Number), name: 'TPS', rate: 5, amount: 14.21 },
        { id: expect.any(Number), name: 'TVQ', rate: 9.975, amount: 28.35 },
      ],
      total: 326.81,
      currency: 'CAD',
    });
  });

  it('France: TVA 20 %, each line rounded half-up to the cent before the sum', async () => {
    // 2.5 h × 60.00 (hourly rate) = 150.00; 3 × 19.99 = 59.97; 1.5 × 42.75 = 64.125 → 64.13 (half-up)
    // subtotal 274.10; TVA 20 % = 54.82; total 328.92.
    const { team, uuid } = await orderWith(
      [
        { name: 'Main-d’œuvre', type: 'SERVICE', value_measured: 2.5, price: null },
        { name: 'Filtre', type: 'PRODUCT', value_measured: 3, price: 19.99 },
        { name: 'Géométrie', type: 'SERVICE', value_measured: 1.5, price: 42.75 },
      ],
      { taxes: [{ name: 'TVA', rate: '20' }], hourlyRate: 60, currency: 'EUR' },
    );
    const totals = await totalsOf(team, uuid);
    expect(totals).toEqual({
      services: 214.13,
      parts: 59.97,
      subtotal: 274.1,
      taxes: [{ id: expect.any(Number), name: 'TVA', rate: 20, amount: 54.82 }],
      total: 328.92,
      currency: 'EUR',
    });
  });

  it('sums cents exactly where floating point drifts (0.10 + 0.20, ten lines of 0.10)', async () => {
    const lines: Line[] = [
      { name: 'A', type: 'PRODUCT', price: 0.1 },
      { name: 'B', type: 'PRODUCT', price: 0.2 },
    ];
    for (let i = 0; i < 10; i += 1) lines.push({ name: `C${i}`, type: 'PRODUCT', price: 0.1 });
    // 1.33 × 10.01 = 13.3133 → 13.31
    lines.push({ name: 'D', type: 'PRODUCT', value_measured: 1.33, price: 10.01 });
    const { team, uuid } = await orderWith(lines, { taxes: [{ name: 'TVA', rate: '20' }], hourlyRate: 0, currency: 'EUR' });
    const totals = await totalsOf(team, uuid);
    // 0.30 + 1.00 + 13.31 = 14.61; TVA 2.922 → 2.92; total 17.53.
    expect(totals).toMatchObject({ services: 0, parts: 14.61, subtotal: 14.61, taxes: [{ amount: 2.92 }], total: 17.53 });
  });

  it('a PRODUCT without a price counts 0; no tax group means no taxes; an empty work order is all zeros', async () => {
    const { team, uuid } = await orderWith([{ name: 'Pièce offerte', type: 'PRODUCT', value_measured: 2 }], { taxes: [], hourlyRate: 80, currency: 'CAD' });
    expect(await totalsOf(team, uuid)).toEqual({ services: 0, parts: 0, subtotal: 0, taxes: [], total: 0, currency: 'CAD' });
    const empty = await orderWith([], { taxes: QUEBEC, hourlyRate: 80, currency: 'CAD' });
    expect(await totalsOf(empty.team, empty.uuid)).toMatchObject({ subtotal: 0, taxes: [{ amount: 0 }, { amount: 0 }], total: 0 });
  });

  it('follows the lines: removing a price falls back to the hourly rate, deleting a line removes it', async () => {
    const { team, uuid } = await orderWith([{ name: 'Freins', type: 'SERVICE', value_measured: 2, price: 120 }], { taxes: [], hourlyRate: 100.5, currency: 'CAD' });
    expect((await totalsOf(team, uuid)).subtotal).toBe(240);
    const [line] = (await call.entries(team.EMPLOYEE, uuid)).json().data.list;
    expect((await call.removePrice(team.EMPLOYEE, line.id)).statusCode).toBe(200);
    expect((await totalsOf(team, uuid)).subtotal).toBe(201);
    expect((await call.removeLine(team.EMPLOYEE, line.id)).statusCode).toBe(200);
    expect((await totalsOf(team, uuid)).subtotal).toBe(0);
  });

  it("applies the first tax group (by position, then id) and its taxes in order; another group's or shop's taxes never count", async () => {
    const { team, uuid } = await orderWith([{ name: 'Vidange', type: 'SERVICE', price: 100 }], { taxes: [], hourlyRate: 90, currency: 'CAD' });
    const accountId = team.FULL_ADMIN.accountId;
    const group = async (owner: number, name: string, position: number) =>
      (await t.db.insert(taxGroups).values({ accountId: owner, name, position }).returning({ id: taxGroups.id }))[0]!.id;
    // Made before the first group and with a lower id, but placed second: never applied.
    const later = await group(accountId, 'Hors province', 1);
    await t.db.insert(taxes).values({ accountId, taxGroupId: later, name: 'TVH', rate: '13', position: 0 });
    // setTaxes left an empty group at position 0 (its id below `later`): the first group has no taxes.
    expect((await totalsOf(team, uuid)).taxes).toEqual([]);
    await t.db.delete(taxGroups).where(eq(taxGroups.name, 'Taxes'));
    const first = await group(accountId, 'Québec', 0);
    // Inserted out of order: the answer follows position.
    await t.db.insert(taxes).values([
      { accountId, taxGroupId: first, name: 'TVQ', rate: '9.975', position: 1 },
      { accountId, taxGroupId: first, name: 'TPS', rate: '5', position: 0 },
    ]);
    const rival = await usersOfEveryRole(t);
    const theirs = await group(rival.FULL_ADMIN.accountId, 'Rival', -1);
    await t.db.insert(taxes).values({ accountId: rival.FULL_ADMIN.accountId, taxGroupId: theirs, name: 'Pirate', rate: '50', position: -1 });
    const totals = await totalsOf(team, uuid);
    expect(totals.taxes.map(({ name, rate, amount }) => ({ name, rate, amount }))).toEqual([
      { name: 'TPS', rate: 5, amount: 5 },
      { name: 'TVQ', rate: 9.975, amount: 9.98 },
    ]);
    expect(totals.total).toBe(114.98);
    // Another shop cannot read this work order's totals.
    expect((await call.totals(rival.EMPLOYEE, uuid)).statusCode).toBe(404);
  });

  it("reads the shop's hourly rate, currency and taxes as they are at each call", async () => {
    const { team, uuid } = await orderWith([{ name: 'Diagnostic', type: 'SERVICE', value_measured: 2 }], {
      taxes: [{ name: 'TPS', rate: '5' }],
      hourlyRate: 100,
      currency: 'CAD',
    });
    expect(await totalsOf(team, uuid)).toMatchObject({ subtotal: 200, taxes: [{ amount: 10 }], total: 210, currency: 'CAD' });
    await setPreferences(t, team.FULL_ADMIN.accountId, { hourlyRates: { valuePerUnit: 50, rateType: 'STANDARD' }, currency: 'EUR' });
    await setTaxes(t, team.FULL_ADMIN.accountId, [{ name: 'TVA', rate: '20' }]);
    expect(await totalsOf(team, uuid)).toMatchObject({ subtotal: 100, taxes: [{ name: 'TVA', amount: 20 }], total: 120, currency: 'EUR' });
  });

  it('applies each line’s discount (issue 14): round(gross × percent / 100, 2) half-up, off the line before the taxes', async () => {
    // 1.25 × 19.99 = 24.99, −10 % = 2.499 → 2.50: 22.49; 1 h × 95 (hourly rate) −12.5 % = 11.875 → 11.88: 83.12.
    // subtotal 105.61; GST 5.2805 → 5.28; QST 10.5346 → 10.53; total 121.42.
    const { team, uuid } = await orderWith(
      [
        { name: 'Plaquettes', type: 'PRODUCT', value_measured: 1.25, price: 19.99 },
        { name: 'Main-d’œuvre', type: 'SERVICE' },
      ],
      { taxes: QUEBEC, hourlyRate: 95, currency: 'CAD' },
    );
    const [first, second] = await t.db
      .select({ id: entries.id })
      .from(entries)
      .orderBy(entries.id)
      .where(eq(entries.worksheetId, (await t.db.query.worksheets.findFirst({ where: (w, { eq: is }) => is(w.uuid, uuid) }))!.id));
    await t.db.update(entries).set({ discount: '10' }).where(eq(entries.id, first!.id));
    await t.db.update(entries).set({ discount: '12.5' }).where(eq(entries.id, second!.id));
    const totals = await totalsOf(team, uuid);
    expect(totals).toMatchObject({ services: 83.12, parts: 22.49, subtotal: 105.61, total: 121.42 });
    expect(totals.taxes.map((tax) => tax.amount)).toEqual([5.28, 10.53]);
  });
});
