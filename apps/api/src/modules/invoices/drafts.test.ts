import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrySchema, invoiceSchema, type Invoice } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { invoiceCalls, issueBySql } from '../../../test/invoices.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer, newMech } from '../../../test/vehicles.js';
import { insertWorksheetStatus, setPreferences, setTaxes, worksheetCalls } from '../../../test/worksheets.js';
import { entries, invoices } from '../../db/schema/index.js';

let t: TestApp;
let call: ReturnType<typeof invoiceCalls>;
let ws: ReturnType<typeof worksheetCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = invoiceCalls(t);
  ws = worksheetCalls(t);
});
afterAll(() => t.close());

type Line = { name: string; type?: 'SERVICE' | 'PRODUCT'; value_measured?: number; price?: number | null; discount?: number };

/** A shop (GST + QST, 95 $/h) with a customer, a vehicle at 80 000 km and a work order holding these lines. */
async function shopWithOrder(lines: Line[] = [{ name: 'Vidange', type: 'SERVICE', price: 89.95 }]) {
  const team: Team = await usersOfEveryRole(t);
  const accountId = team.FULL_ADMIN.accountId;
  await setTaxes(t, accountId, [
    { name: 'TPS', rate: '5' },
    { name: 'TVQ', rate: '9.975' },
  ]);
  await setPreferences(t, accountId, { hourlyRates: { valuePerUnit: 95, rateType: 'STANDARD' }, currency: 'CAD', language: 'fr-CA' });
  const customerUuid = await newCustomer(t, team.FULL_ADMIN, 'Marc Ouellet');
  const mechUuid = await newMech(t, team.FULL_ADMIN, { customerUuid, metric: { license: 'XYZ 987', mileage_in: 80000 } });
  const created = await ws.create(team.FULL_ADMIN, { customerUuid, mechUuid, statusId: await insertWorksheetStatus(t, accountId, 'DONE') });
  expect(created.statusCode, created.body).toBe(201);
  const worksheetUuid = created.json().data.uuid as string;
  const ids: number[] = [];
  for (const line of lines) {
    const response = await ws.addLine(team.EMPLOYEE, { worksheetUuid, ...line });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().data.id as number);
  }
  return { team, accountId, customerUuid, mechUuid, worksheetUuid, ids };
}

async function created(response: Awaited<ReturnType<typeof call.create>>): Promise<Invoice> {
  expect(response.statusCode, response.body).toBe(201);
  return invoiceSchema.parse(response.json().data);
}

const invoiceIdsOf = async (ids: number[]) =>
  (await t.db.select({ id: entries.id, invoiceId: entries.invoiceId }).from(entries).orderBy(entries.id)).filter((e) => ids.includes(e.id)).map((e) => e.invoiceId);

describe('POST /api/invoices', () => {
  it('from a work order: its lines move onto a DRAFT (customer, vehicle, odometer, shop language and currency); nothing left → ERR_NO_ENTRIES', async () => {
    const { team, customerUuid, mechUuid, worksheetUuid, ids } = await shopWithOrder([
      { name: 'Vidange', type: 'SERVICE', price: 89.95 },
      { name: 'Filtre', type: 'PRODUCT', value_measured: 2, price: 12.5, discount: 10 },
    ]);
    const invoice = await created(await call.create(team.EMPLOYEE, { worksheetUuid }));
    expect(invoice).toMatchObject({
      status: 'DRAFT',
      number: null,
      language: 'fr',
      customer: { uuid: customerUuid },
      mech: { uuid: mechUuid, mileage: 80000 },
      worksheet: { uuid: worksheetUuid },
    });
    expect(invoice.totals.currency).toBe('CAD');
    expect(invoice.lines.map((line) => line.id)).toEqual(ids);
    // 89.95 + (25.00 − 2.50) = 112.45.
    expect(invoice.totals.subtotal).toBe(112.45);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.uuid, invoice.uuid));
    expect(await invoiceIdsOf(ids)).toEqual([row!.id, row!.id]);
    expect(row!.createdById).toBe(team.EMPLOYEE.id);

    // Fully invoiced: nothing left.
    expectApiError(await call.create(team.EMPLOYEE, { worksheetUuid }), 400, 'ERR_NO_ENTRIES');
    // A line added later to the work order can go on a second invoice.
    await ws.addLine(team.EMPLOYEE, { worksheetUuid, name: 'Essuie-glace', type: 'PRODUCT', price: 20 });
    const second = await created(await call.create(team.EMPLOYEE, { worksheetUuid }));
    expect(second.lines.map((line) => line.name)).toEqual(['Essuie-glace']);
  });

  it('a work order without lines: ERR_NO_ENTRIES and no draft left behind', async () => {
    const { team, accountId, worksheetUuid } = await shopWithOrder([]);
    expectApiError(await call.create(team.EMPLOYEE, { worksheetUuid }), 400, 'ERR_NO_ENTRIES');
    expect(await t.db.select().from(invoices).where(eq(invoices.accountId, accountId))).toEqual([]);
  });

  it('two parallel invoicings of one work order: one draft gets the lines, the other ERR_NO_ENTRIES', async () => {
    const { team, accountId, worksheetUuid, ids } = await shopWithOrder([
      { name: 'A', price: 10 },
      { name: 'B', price: 20 },
    ]);
    const answers = await Promise.all([call.create(team.EMPLOYEE, { worksheetUuid }), call.create(team.FULL_ADMIN, { worksheetUuid })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const rows = await t.db.select().from(invoices).where(eq(invoices.accountId, accountId));
    expect(rows).toHaveLength(1);
    expect(await invoiceIdsOf(ids)).toEqual([rows[0]!.id, rows[0]!.id]);
  });

  it('a counter sale: an empty draft for a live customer of the shop', async () => {
    const { team, customerUuid } = await shopWithOrder();
    const invoice = await created(await call.create(team.EMPLOYEE, { customerUuid }));
    expect(invoice).toMatchObject({ status: 'DRAFT', worksheet: null, mech: null, lines: [], customer: { uuid: customerUuid, fullname: 'Marc Ouellet' } });
    expect(invoice.totals).toMatchObject({ subtotal: 0, total: 0, balance: 0 });
  });

  it('refuses another shop’s work order or customer (404 on the field), an empty body, and GUEST', async () => {
    const { team, customerUuid, worksheetUuid } = await shopWithOrder();
    const other: Team = await usersOfEveryRole(t);
    expectApiError(await call.create(other.FULL_ADMIN, { worksheetUuid }), 404, 'ERR_NOT_FOUND', [{ field: 'worksheetUuid', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await call.create(other.FULL_ADMIN, { customerUuid }), 404, 'ERR_NOT_FOUND', [{ field: 'customerUuid', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await call.create(team.EMPLOYEE, {}), 400, 'ERR_VALIDATION');
    expectApiError(await call.create(team.GUEST, { customerUuid }), 403, 'ERR_FORBIDDEN');
  });
});

describe('PATCH and DELETE /api/invoices/{uuid}', () => {
  it('PATCH changes what is sent on a draft; a vehicle must be the (new) customer’s', async () => {
    const { team, worksheetUuid } = await shopWithOrder();
    const invoice = await created(await call.create(team.EMPLOYEE, { worksheetUuid }));
    const otherCustomer = await newCustomer(t, team.FULL_ADMIN, 'Lise Caron');
    const otherMech = await newMech(t, team.FULL_ADMIN, { customerUuid: otherCustomer, metric: { license: 'LIS 001' } });

    const patched = await call.update(team.EMPLOYEE, invoice.uuid, {
      dueDate: '2026-12-31',
      notes: 'Merci !',
      language: 'en',
      businessCustomer: true,
      customerTaxNumber: '123456789RT0001',
      mileage: 81000,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(invoiceSchema.parse(patched.json().data)).toMatchObject({
      dueDate: '2026-12-31',
      notes: 'Merci !',
      language: 'en',
      businessCustomer: true,
      customerTaxNumber: '123456789RT0001',
      mech: { mileage: 81000 },
    });

    // The current customer's vehicle is refused for another customer's vehicle.
    expectApiError(await call.update(team.EMPLOYEE, invoice.uuid, { mechUuid: otherMech }), 404, 'ERR_NOT_FOUND', [{ field: 'mechUuid', message: 'ERR_NOT_FOUND' }]);
    // A new customer with their vehicle: both change; a new customer alone drops the vehicle.
    const moved = invoiceSchema.parse((await call.update(team.EMPLOYEE, invoice.uuid, { customerUuid: otherCustomer, mechUuid: otherMech })).json().data);
    expect(moved).toMatchObject({ customer: { uuid: otherCustomer }, mech: { uuid: otherMech } });
    const back = invoiceSchema.parse((await call.update(team.EMPLOYEE, invoice.uuid, { customerUuid: await shopCustomer(team) })).json().data);
    expect(back.mech).toBeNull();
    expect(invoiceSchema.parse((await call.update(team.EMPLOYEE, invoice.uuid, { notes: null })).json().data).notes).toBeNull();
  });

  it('DELETE: the work order’s lines go back to it, lines added on the draft are deleted, then the draft', async () => {
    const { team, accountId, worksheetUuid, ids } = await shopWithOrder([
      { name: 'A', price: 10 },
      { name: 'B', price: 20 },
    ]);
    const invoice = await created(await call.create(team.EMPLOYEE, { worksheetUuid }));
    const added = await ws.addLine(team.EMPLOYEE, { invoiceUuid: invoice.uuid, name: 'Ajout', price: 5 });
    expect(added.statusCode, added.body).toBe(201);
    const addedId = added.json().data.id as number;

    const removed = await call.remove(team.EMPLOYEE, invoice.uuid);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ uuid: invoice.uuid });
    expect(await invoiceIdsOf(ids)).toEqual([null, null]);
    expect(await t.db.select().from(entries).where(eq(entries.id, addedId))).toEqual([]);
    expect(await t.db.select().from(invoices).where(eq(invoices.accountId, accountId))).toEqual([]);
    expectApiError(await call.get(team.EMPLOYEE, invoice.uuid), 404, 'ERR_NOT_FOUND');
    // Ready to invoice again.
    expect((await created(await call.create(team.EMPLOYEE, { worksheetUuid }))).lines.map((l) => l.id)).toEqual(ids);
  });

  it('once issued: PATCH and DELETE answer 409 ERR_INVOICE_ISSUED and change nothing', async () => {
    const { team, accountId, worksheetUuid } = await shopWithOrder();
    const invoice = await created(await call.create(team.EMPLOYEE, { worksheetUuid }));
    await issueBySql(t, { accountId, uuid: invoice.uuid, number: 1 });
    expectApiError(await call.update(team.EMPLOYEE, invoice.uuid, { notes: 'changé' }), 409, 'ERR_INVOICE_ISSUED');
    expectApiError(await call.remove(team.EMPLOYEE, invoice.uuid), 409, 'ERR_INVOICE_ISSUED');
    const [row] = await t.db.select().from(invoices).where(eq(invoices.uuid, invoice.uuid));
    expect(row).toMatchObject({ notes: null, status: 'SENT' });
  });

  it('another shop gets 404 on PATCH and DELETE; GUEST is refused', async () => {
    const { team, worksheetUuid } = await shopWithOrder();
    const invoice = await created(await call.create(team.EMPLOYEE, { worksheetUuid }));
    const other: Team = await usersOfEveryRole(t);
    expectApiError(await call.update(other.FULL_ADMIN, invoice.uuid, { notes: 'x' }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.remove(other.FULL_ADMIN, invoice.uuid), 404, 'ERR_NOT_FOUND');
    // Another shop's customer or vehicle on my draft: 404 on the field.
    const foreignCustomer = await newCustomer(t, other.FULL_ADMIN);
    const foreignMech = await newMech(t, other.FULL_ADMIN, { customerUuid: foreignCustomer });
    expectApiError(await call.update(team.EMPLOYEE, invoice.uuid, { customerUuid: foreignCustomer }), 404, 'ERR_NOT_FOUND', [
      { field: 'customerUuid', message: 'ERR_NOT_FOUND' },
    ]);
    expectApiError(await call.update(team.EMPLOYEE, invoice.uuid, { mechUuid: foreignMech }), 404, 'ERR_NOT_FOUND', [{ field: 'mechUuid', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await call.update(team.GUEST, invoice.uuid, { notes: 'x' }), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.remove(team.GUEST, invoice.uuid), 403, 'ERR_FORBIDDEN');
  });
});

describe('lines through /api/entries', () => {
  it('a line added on a draft (invoiceUuid): no work order, no vehicle, discount returned, priced on the invoice', async () => {
    const { team, customerUuid } = await shopWithOrder();
    const invoice = await created(await call.create(team.EMPLOYEE, { customerUuid }));
    const response = await ws.addLine(team.EMPLOYEE, { invoiceUuid: invoice.uuid, name: 'Pneu', type: 'PRODUCT', value_measured: 4, price: 125.99, discount: 15 });
    expect(response.statusCode, response.body).toBe(201);
    const entry = entrySchema.parse(response.json().data);
    expect(entry).toMatchObject({ worksheetUuid: null, mechUuid: null, invoiceUuid: invoice.uuid, discount: 15, price: 125.99, value_measured: 4 });
    const read = invoiceSchema.parse((await call.get(team.EMPLOYEE, invoice.uuid)).json().data);
    // 4 × 125.99 = 503.96; 15 % = 75.594 → 75.59; 428.37.
    expect(read.lines).toEqual([expect.objectContaining({ id: entry.id, amount: 428.37, discount: 15 })]);
    expect(read.totals).toMatchObject({ subtotal: 428.37, discount: 75.59 });

    const patched = await ws.patchLine(team.EMPLOYEE, entry.id, { discount: 0, value_measured: 2 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(entrySchema.parse(patched.json().data)).toMatchObject({ discount: 0, value_measured: 2 });
    const removed = await ws.removeLine(team.EMPLOYEE, entry.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call.get(team.EMPLOYEE, invoice.uuid)).json().data.lines).toEqual([]);
  });

  it('a work order’s line on a draft stays editable from the work order (the same row)', async () => {
    const { team, worksheetUuid, ids } = await shopWithOrder([{ name: 'Vidange', price: 89.95 }]);
    const invoice = await created(await call.create(team.EMPLOYEE, { worksheetUuid }));
    const patched = await ws.patchLine(team.EMPLOYEE, ids[0]!, { price: 99.95, discount: 5 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(entrySchema.parse(patched.json().data)).toMatchObject({ worksheetUuid, invoiceUuid: invoice.uuid, discount: 5 });
    const read = invoiceSchema.parse((await call.get(team.EMPLOYEE, invoice.uuid)).json().data);
    // 99.95 − 5 % (4.9975 → 5.00) = 94.95.
    expect(read.lines[0]).toMatchObject({ unitPrice: 99.95, amount: 94.95 });
    const listed = await ws.entries(team.EMPLOYEE, worksheetUuid);
    expect(listed.json().data.list[0]).toMatchObject({ id: ids[0], invoiceUuid: invoice.uuid, discount: 5 });
  });

  it('lines of an issued invoice: PATCH 409 ERR_INVOICE_ISSUED, DELETE 409 ERR_ENTRY_REMOVE_FAIL (from the work order too), no new line (409)', async () => {
    const { team, accountId, worksheetUuid, ids } = await shopWithOrder([{ name: 'Vidange', price: 89.95 }]);
    const invoice = await created(await call.create(team.EMPLOYEE, { worksheetUuid }));
    const added = (await ws.addLine(team.EMPLOYEE, { invoiceUuid: invoice.uuid, name: 'Ajout', price: 5 })).json().data.id as number;
    await issueBySql(t, { accountId, uuid: invoice.uuid, number: 3 });
    for (const id of [ids[0]!, added]) {
      expectApiError(await ws.patchLine(team.EMPLOYEE, id, { price: 1 }), 409, 'ERR_INVOICE_ISSUED');
      expectApiError(await ws.removeLine(team.EMPLOYEE, id), 409, 'ERR_ENTRY_REMOVE_FAIL');
      expectApiError(await ws.removePrice(team.EMPLOYEE, id), 409, 'ERR_INVOICE_ISSUED');
    }
    expectApiError(await ws.addLine(team.EMPLOYEE, { invoiceUuid: invoice.uuid, name: 'Encore', price: 5 }), 409, 'ERR_INVOICE_ISSUED');
    const [entry] = await t.db.select().from(entries).where(eq(entries.id, ids[0]!));
    expect(entry).toMatchObject({ price: '89.95' });
    // The work order's own new lines still work, and a vehicle correction skips the frozen lines.
    expect((await ws.addLine(team.EMPLOYEE, { worksheetUuid, name: 'Après', price: 1 })).statusCode).toBe(201);
    const worksheet = (await ws.get(team.EMPLOYEE, worksheetUuid)).json().data as { customer: { uuid: string }; statusId: number };
    const otherMech = await newMech(t, team.FULL_ADMIN, { customerUuid: worksheet.customer.uuid, metric: { license: 'NEW 001' } });
    const put = await ws.update(team.FULL_ADMIN, worksheetUuid, { customerUuid: worksheet.customer.uuid, mechUuid: otherMech, statusId: worksheet.statusId });
    expect(put.statusCode, put.body).toBe(200);
    const [frozen] = await t.db.select().from(entries).where(eq(entries.id, ids[0]!));
    expect(frozen!.mechId).toBe(entry!.mechId);
  });

  it('invoiceUuid of another shop or unknown: 404 on the field; another shop cannot touch a draft’s line', async () => {
    const { team, customerUuid } = await shopWithOrder();
    const invoice = await created(await call.create(team.EMPLOYEE, { customerUuid }));
    const line = (await ws.addLine(team.EMPLOYEE, { invoiceUuid: invoice.uuid, name: 'Ajout', price: 5 })).json().data.id as number;
    const other: Team = await usersOfEveryRole(t);
    const field = [{ field: 'invoiceUuid', message: 'ERR_NOT_FOUND' }];
    expectApiError(await ws.addLine(other.FULL_ADMIN, { invoiceUuid: invoice.uuid, name: 'x' }), 404, 'ERR_NOT_FOUND', field);
    expectApiError(await ws.addLine(team.EMPLOYEE, { invoiceUuid: '00000000-0000-4000-8000-000000000000', name: 'x' }), 404, 'ERR_NOT_FOUND', field);
    expectApiError(await ws.patchLine(other.FULL_ADMIN, line, { price: 1 }), 404, 'ERR_NOT_FOUND');
    expectApiError(await ws.removeLine(other.FULL_ADMIN, line), 404, 'ERR_NOT_FOUND');
  });
});

/** A fresh customer of the team's shop. */
const shopCustomer = (team: Team) => newCustomer(t, team.FULL_ADMIN, 'Autre Client');
