import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { idOfCustomer, idOfMech, idOfWorksheet, insertBillingAddress, insertDraft, invoiceCalls, issueBySql } from '../../../test/invoices.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertMakeAndModel, newCustomer, newMech } from '../../../test/vehicles.js';
import { insertCatalogItem, insertWorksheetStatus, setPreferences, setTaxes, worksheetCalls } from '../../../test/worksheets.js';
import { brands, customers, entries, invoiceLegalIdentities, invoicePayments, invoices } from '../../db/schema/index.js';

let t: TestApp;
let call: ReturnType<typeof invoiceCalls>;
let ws: ReturnType<typeof worksheetCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = invoiceCalls(t);
  ws = worksheetCalls(t);
});
afterAll(() => t.close());

const QUEBEC = [
  { name: 'TPS', rate: '5' },
  { name: 'TVQ', rate: '9.975' },
];

/**
 * A Québec shop (hourly rate 95 $, GST + QST, a brand and a legal identity), a customer with a
 * billing address, a 2019 vehicle and a work order with three lines, all on a draft.
 */
async function shopWithDraft() {
  const team: Team = await usersOfEveryRole(t);
  const accountId = team.FULL_ADMIN.accountId;
  await setTaxes(t, accountId, QUEBEC);
  await setPreferences(t, accountId, { hourlyRates: { valuePerUnit: 95, rateType: 'STANDARD' }, currency: 'CAD', worksheetPrefix: 'BT' });
  await t.db
    .update(brands)
    .set({
      address: {
        type: 'BILLING',
        name: 'Garage Tremblay',
        street_number: '5',
        address_line_1: 'boul. Laurier',
        address_line_2: null,
        city: 'Québec',
        region: 'QC',
        country: 'CA',
        postcode: 'G1V 2L2',
      },
      email: 'garage@example.test',
      mobile: '418 555-0100',
    })
    .where(eq(brands.accountId, accountId));
  const customerUuid = await newCustomer(t, team.FULL_ADMIN, 'Julie Gagnon');
  await insertBillingAddress(t, accountId, customerUuid);
  const { make, model } = await insertMakeAndModel(t, accountId, { make: 'Honda', model: 'Civic' });
  const mechUuid = await newMech(t, team.FULL_ADMIN, {
    customerUuid,
    modelYear: 2019,
    make: { id: make.id },
    model: { id: model.id },
    serialNumber: '2HGFC2F59KH000001',
    metric: { license: 'ABC 123' },
  });
  const created = await ws.create(team.FULL_ADMIN, { customerUuid, mechUuid, statusId: await insertWorksheetStatus(t, accountId, 'DONE') });
  expect(created.statusCode, created.body).toBe(201);
  const worksheet = created.json().data as { uuid: string; worksheetId: number };
  const item = await insertCatalogItem(t, accountId, { kind: 'PRODUCT', name: 'Plaquettes', price: '19.99' });
  const lines = [
    { name: 'Diagnostic', type: 'SERVICE', value_measured: 1.5 }, // hourly rate: 1.5 × 95 = 142.50
    { name: 'Plaquettes', type: 'PRODUCT', value_measured: 1.25, price: 19.99, related_item: { id: item.id } }, // 24.9875 → 24.99, −10 % 2.50 → 22.49
    { name: 'Vidange', type: 'SERVICE', price: 89.95 },
  ];
  const ids: number[] = [];
  for (const line of lines) {
    const response = await ws.addLine(team.EMPLOYEE, { worksheetUuid: worksheet.uuid, ...line });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().data.id as number);
  }
  await t.db.update(entries).set({ discount: '10' }).where(eq(entries.id, ids[1]!));
  const draft = await insertDraft(t, {
    accountId,
    customerId: await idOfCustomer(t, customerUuid),
    mechId: await idOfMech(t, mechUuid),
    worksheetId: await idOfWorksheet(t, worksheet.uuid),
    mileage: 123456,
    entryIds: ids,
  });
  return { team, accountId, customerUuid, mechUuid, worksheet, draft, ids, itemId: item.id };
}

async function read(team: Team, uuid: string) {
  const response = await call.get(team.EMPLOYEE, uuid);
  expect(response.statusCode, response.body).toBe(200);
  return invoiceSchema.parse(response.json().data);
}

describe('GET /api/invoices/{uuid}', () => {
  it('shows a draft live: its entries priced now (hourly rate, discount), the shop, customer and vehicle as they are, totals with the first tax group', async () => {
    const { team, accountId, customerUuid, mechUuid, worksheet, draft, ids, itemId } = await shopWithDraft();
    await t.db.insert(invoiceLegalIdentities).values({ accountId, identity: { legalName: 'Garage Tremblay inc.', gstNumber: '123456789RT0001' } as never });
    const invoice = await read(team, draft.uuid);
    expect(invoice).toMatchObject({ uuid: draft.uuid, kind: 'INVOICE', status: 'DRAFT', number: null, invoiceId: null, issueDate: null, language: 'fr' });
    expect(invoice.lines).toEqual([
      {
        id: ids[0],
        entryId: ids[0],
        type: 'SERVICE',
        name: 'Diagnostic',
        content: null,
        quantity: 1.5,
        unitPrice: 95,
        hourlyRate: true,
        discount: 0,
        amount: 142.5,
        related_item: null,
        creditedLineId: null,
        creditedQuantity: 0,
      },
      {
        id: ids[1],
        entryId: ids[1],
        type: 'PRODUCT',
        name: 'Plaquettes',
        content: null,
        quantity: 1.25,
        unitPrice: 19.99,
        hourlyRate: false,
        discount: 10,
        amount: 22.49,
        related_item: { id: itemId, name: 'Plaquettes' },
        creditedLineId: null,
        creditedQuantity: 0,
      },
      {
        id: ids[2],
        entryId: ids[2],
        type: 'SERVICE',
        name: 'Vidange',
        content: null,
        quantity: 1,
        unitPrice: 89.95,
        hourlyRate: false,
        discount: 0,
        amount: 89.95,
        related_item: null,
        creditedLineId: null,
        creditedQuantity: 0,
      },
    ]);
    // 142.50 + 22.49 + 89.95 = 254.94; GST 12.747 → 12.75; QST 25.4303 → 25.43; total 293.12.
    expect(invoice.totals).toEqual({
      subtotal: 254.94,
      discount: 2.5,
      taxes: [
        { name: 'TPS', rate: 5, amount: 12.75 },
        { name: 'TVQ', rate: 9.975, amount: 25.43 },
      ],
      total: 293.12,
      paid: 0,
      credited: 0,
      balance: 293.12,
      currency: 'CAD',
    });
    expect(invoice.seller).toMatchObject({ name: 'Garage Tremblay inc.', email: 'garage@example.test', phone: '418 555-0100', hourlyRate: 95 });
    expect(invoice.seller.address).toMatchObject({ name: 'Garage Tremblay', city: 'Québec' });
    expect(invoice.seller.legal).toMatchObject({ legalName: 'Garage Tremblay inc.', gstNumber: '123456789RT0001', qstNumber: null, vatExempt: false });
    expect(invoice.customer).toMatchObject({ uuid: customerUuid, fullname: 'Julie Gagnon', address: { address_line_1: 'rue des Érables', postcode: 'G1R 1A1' } });
    expect(invoice.mech).toEqual({ uuid: mechUuid, description: '2019 Honda Civic', license: 'ABC 123', serialNumber: '2HGFC2F59KH000001', mileage: 123456, unit: 'km' });
    expect(invoice.worksheet).toEqual({ uuid: worksheet.uuid, worksheetId: worksheet.worksheetId, label: `BT-${worksheet.worksheetId}` });
    expect(invoice).toMatchObject({ payments: [], creditNotes: [], sends: [], creditedInvoice: null, pdfSha256: null });

    // Live: a new price on the work order's line and a renamed customer show at once.
    await t.db.update(entries).set({ price: '100.00' }).where(eq(entries.id, ids[2]!));
    await t.db.update(customers).set({ fullname: 'Julie Gagnon-Roy' }).where(eq(customers.uuid, customerUuid));
    const again = await read(team, draft.uuid);
    expect(again.totals.subtotal).toBe(264.99);
    expect(again.customer.fullname).toBe('Julie Gagnon-Roy');
  });

  it('without a legal identity: the empty one, the seller named after the brand; no tax group: no taxes', async () => {
    const { team, accountId, draft } = await shopWithDraft();
    await setTaxes(t, accountId, []);
    const invoice = await read(team, draft.uuid);
    expect(invoice.seller.name).toBe('Garage Tremblay');
    expect(invoice.seller.legal).toMatchObject({ legalName: null, gstNumber: null, siren: null, vatExempt: false });
    expect(invoice.totals).toMatchObject({ subtotal: 254.94, taxes: [], total: 254.94, balance: 254.94 });
  });

  it('under the VAT franchise (art. 293 B du CGI) a draft charges no tax, in its page and in the list', async () => {
    const { team, accountId, draft } = await shopWithDraft();
    await t.db.insert(invoiceLegalIdentities).values({ accountId, identity: { legalName: 'Garage Dupont', vatExempt: true } as never });
    const invoice = await read(team, draft.uuid);
    expect(invoice.totals).toMatchObject({ subtotal: 254.94, taxes: [], total: 254.94, balance: 254.94 });
    const listed = await call.list(team.EMPLOYEE);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items).toEqual([expect.objectContaining({ uuid: draft.uuid, total: 254.94 })]);
  });

  it('shows an issued invoice as frozen: live changes do not reach it; payments, credit notes and the balance follow', async () => {
    const { team, accountId, customerUuid, draft, ids } = await shopWithDraft();
    const frozen = await issueBySql(t, { accountId, uuid: draft.uuid, number: 1042 });
    await t.db.update(customers).set({ fullname: 'Quelqu’un d’autre' }).where(eq(customers.uuid, customerUuid));
    await t.db.update(brands).set({ email: 'new@example.test' }).where(eq(brands.accountId, accountId));
    await setTaxes(t, accountId, [{ name: 'TVA', rate: '20' }]);
    await setPreferences(t, accountId, { hourlyRates: { valuePerUnit: 120, rateType: 'STANDARD' } });

    const [invoiceRow] = await t.db.select().from(invoices).where(eq(invoices.uuid, draft.uuid));
    await t.db
      .insert(invoicePayments)
      .values({ accountId, invoiceId: invoiceRow!.id, amountCents: 10000, paidOn: '2026-11-03', method: 'CASH', createdById: team.FULL_ADMIN.id });
    await t.db.update(invoices).set({ paidCents: 10000 }).where(eq(invoices.id, invoiceRow!.id));

    const invoice = await read(team, draft.uuid);
    expect(invoice).toMatchObject({ status: 'SENT', number: 1042, invoiceId: '1042', issueDate: '2026-11-02', issuedAt: '2026-11-02T15:00:00.000Z' });
    expect(invoice.customer).toEqual(frozen.customer);
    expect(invoice.seller).toEqual(frozen.seller);
    expect(invoice.mech).toEqual(frozen.mech);
    expect(invoice.worksheet).toEqual(frozen.worksheet);
    expect(invoice.lines.map(({ id: _id, ...line }) => line)).toEqual(frozen.lines.map(({ id: _id, ...line }) => line));
    expect(invoice.lines.map((line) => line.entryId)).toEqual(ids);
    expect(invoice.totals).toEqual({ ...frozen.totals, paid: 100, balance: 193.12 });
    expect(invoice.payments).toEqual([
      {
        uuid: expect.any(String),
        amount: 100,
        paidOn: '2026-11-03',
        method: 'CASH',
        reference: null,
        createdAt: expect.any(String),
        createdBy: { fullname: team.FULL_ADMIN.fullname },
      },
    ]);

    // A credit note of the first line: listed on the invoice, its line counts as credited.
    const [note] = await t.db
      .insert(invoices)
      .values({ accountId, kind: 'CREDIT_NOTE', customerId: invoiceRow!.customerId, creditedInvoiceId: invoiceRow!.id, currency: 'CAD', reason: 'Erreur' })
      .returning();
    const invoiceLineId = invoice.lines[0]!.id;
    await t.db.execute(sql`INSERT INTO invoice_lines (account_id, invoice_id, credited_line_id, position, type, name, quantity, unit_price_cents, amount_cents)
      VALUES (${accountId}, ${note!.id}, ${invoiceLineId}, 0, 'SERVICE', 'Diagnostic', 0.5, 9500, 4750)`);
    await t.db
      .update(invoices)
      .set({
        status: 'SENT',
        number: 1,
        invoiceId: 'AV-1',
        issueDate: '2026-11-04',
        issuedAt: new Date('2026-11-04T10:00:00Z'),
        subtotalCents: 4750,
        taxCents: 712,
        totalCents: 5462,
        snapshot: { ...frozen, seller: frozen.seller, customer: frozen.customer, mech: frozen.mech, taxes: [], hourlyRateCents: 9500, discountCents: 0, worksheet: null },
      })
      .where(eq(invoices.id, note!.id));
    await t.db.update(invoices).set({ creditedCents: 5462 }).where(eq(invoices.id, invoiceRow!.id));

    const credited = await read(team, draft.uuid);
    expect(credited.creditNotes).toEqual([{ uuid: note!.uuid, invoiceId: 'AV-1', total: 54.62, issueDate: '2026-11-04', status: 'SENT' }]);
    expect(credited.lines[0]).toMatchObject({ creditedQuantity: 0.5 });
    expect(credited.lines[1]).toMatchObject({ creditedQuantity: 0 });
    expect(credited.totals).toMatchObject({ total: 293.12, paid: 100, credited: 54.62, balance: 138.5 });

    const noteJson = await read(team, note!.uuid);
    expect(noteJson).toMatchObject({
      kind: 'CREDIT_NOTE',
      invoiceId: 'AV-1',
      reason: 'Erreur',
      creditedInvoice: { uuid: draft.uuid, invoiceId: '1042' },
      payments: [],
      creditNotes: [],
    });
    expect(noteJson.lines).toEqual([expect.objectContaining({ creditedLineId: invoiceLineId, quantity: 0.5, amount: 47.5 })]);
    expect(noteJson.totals).toMatchObject({ total: 54.62, paid: 0, credited: 0, balance: 0 });
  });

  it('the triggers keep an issued invoice: an SQL UPDATE of it or of its entries is refused (P0A14)', async () => {
    const { accountId, draft, ids } = await shopWithDraft();
    await issueBySql(t, { accountId, uuid: draft.uuid, number: 7 });
    await expect(t.db.update(invoices).set({ notes: 'changed' }).where(eq(invoices.uuid, draft.uuid))).rejects.toMatchObject({ cause: { code: 'P0A14' } });
    await expect(t.db.update(entries).set({ price: '1.00' }).where(eq(entries.id, ids[0]!))).rejects.toMatchObject({ cause: { code: 'P0A14' } });
  });

  it('404 for an unknown uuid and for another shop’s invoice; GUEST and no token are refused', async () => {
    const { team, draft } = await shopWithDraft();
    const other: Team = await usersOfEveryRole(t);
    expectApiError(await call.get(other.FULL_ADMIN, draft.uuid), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.get(team.EMPLOYEE, '00000000-0000-4000-8000-000000000000'), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.get(team.EMPLOYEE, 'not-a-uuid'), 400, 'ERR_VALIDATION', [{ field: 'uuid', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await call.get(team.GUEST, draft.uuid), 403, 'ERR_FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${draft.uuid}` })).statusCode).toBe(401);
  });
});
