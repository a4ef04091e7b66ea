import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_LEGAL_IDENTITY, invoiceSchema, type Invoice } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { finalizeCalls, FRENCH_IDENTITY, insertDraftWithLines, LYON, QUEBEC_IDENTITY, setShopIdentity } from '../../../test/invoice-issue.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer, newMech } from '../../../test/vehicles.js';
import { insertWorksheetStatus, setPreferences, setTaxes, worksheetCalls } from '../../../test/worksheets.js';
import { invoiceCounters, invoiceJournal, invoiceLines, invoicePdfs, invoices } from '../../db/schema/index.js';
import { dayIn } from '../timelog/shop-time.js';
import { addDays } from './issue-invoice.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof finalizeCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = finalizeCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  await Promise.all([setShopIdentity(t, team.FULL_ADMIN.accountId), setShopIdentity(t, rival.FULL_ADMIN.accountId)]);
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const linesOf = (id: number) => t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(invoiceLines.position);
const journalOf = (accountId: number) => t.db.select().from(invoiceJournal).where(eq(invoiceJournal.accountId, accountId)).orderBy(invoiceJournal.seq);
const counterOf = async (accountId: number) =>
  (
    await t.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.accountId, accountId), eq(invoiceCounters.kind, 'INVOICE')))
  )[0]?.lastNumber;

async function issued(uuid: string, as = team.ADMINISTRATOR): Promise<Invoice> {
  const response = await call.issue(as, uuid);
  expect(response.statusCode, response.body).toBe(200);
  return invoiceSchema.parse(response.json().data);
}

/** A new shop of its own (numbers, preferences and taxes are per shop). */
async function newShop(identity: Parameters<typeof setShopIdentity>[2] = {}) {
  const shop = await usersOfEveryRole(t);
  await setShopIdentity(t, shop.FULL_ADMIN.accountId, identity);
  return shop;
}

describe('POST /api/invoices/{uuid}/issue', () => {
  it('freezes the draft as it read: same seller, customer, vehicle, lines and totals; SENT, numbered, dated in the shop zone, due in 30 days; lines copied with their entry', async () => {
    const shop = await newShop();
    const accountId = shop.FULL_ADMIN.accountId;
    // UTC+14: its day is not UTC's for ten hours of each day, so a UTC date would show.
    await setPreferences(t, accountId, {
      hourlyRates: { valuePerUnit: 95.5, rateType: 'STANDARD' },
      dateTime: { dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', timezone: 'Pacific/Kiritimati' },
    });
    const { draft, entries } = await insertDraftWithLines(
      t,
      accountId,
      [
        { name: 'Main-d’œuvre', type: 'SERVICE', quantity: '1.50', price: null },
        { name: 'Plaquettes', type: 'PRODUCT', quantity: '2', price: '89.99', discount: '10' },
      ],
      { fullname: 'Julie Gagnon', withMech: true },
    );
    const before = invoiceSchema.parse((await call.get(shop.EMPLOYEE, draft.uuid)).json().data);
    expect(before.status).toBe('DRAFT');

    const after = await issued(draft.uuid, shop.FULL_ADMIN);
    const today = dayIn(new Date(), 'Pacific/Kiritimati');
    expect(after).toMatchObject({ status: 'SENT', number: 1, invoiceId: '1', issueDate: today, dueDate: addDays(today, 30), kind: 'INVOICE' });
    expect(after.issuedAt).not.toBeNull();
    for (const key of ['seller', 'customer', 'mech', 'worksheet', 'language', 'businessCustomer', 'notes'] as const) expect(after[key], key).toEqual(before[key]);
    expect(after.seller.legal).toEqual(QUEBEC_IDENTITY);
    expect(after.seller.hourlyRate).toBe(95.5);
    expect(after.mech).toMatchObject({ license: expect.stringMatching(/^ABC/), serialNumber: expect.stringMatching(/^1HGCM\d{12}$/), mileage: 84_210 });
    expect(after.customer).toMatchObject({ fullname: 'Julie Gagnon', address: expect.objectContaining({ city: 'Québec', postcode: 'G1R 1A1' }) });
    const strip = ({ id: _id, ...line }: Invoice['lines'][number]) => line;
    expect(after.lines.map(strip)).toEqual(before.lines.map(strip));
    expect(after.lines[0]).toMatchObject({ unitPrice: 95.5, hourlyRate: true, amount: 143.25, entryId: entries[0]!.id });
    // 2 × 89.99 = 179.98, 10 % = 18.00 (17.998 half-up), 161.98.
    expect(after.lines[1]).toMatchObject({ unitPrice: 89.99, discount: 10, amount: 161.98 });
    expect(after.totals).toEqual({ ...before.totals });
    expect(after.totals).toMatchObject({
      subtotal: 305.23,
      discount: 18,
      taxes: [
        { name: 'TPS', rate: 5, amount: 15.26 },
        { name: 'TVQ', rate: 9.975, amount: 30.45 },
      ],
      total: 350.94,
      balance: 350.94,
    });

    const row = await rowOf(draft.id);
    expect(row).toMatchObject({ status: 'SENT', number: 1, subtotalCents: 30523, taxCents: 4571, totalCents: 35094, issuedById: shop.FULL_ADMIN.id });
    expect(row.snapshot).toMatchObject({
      hourlyRateCents: 9550,
      discountCents: 1800,
      taxes: [
        { name: 'TPS', rate: 5, cents: 1526 },
        { name: 'TVQ', rate: 9.975, cents: 3045 },
      ],
    });
    const frozen = await linesOf(draft.id);
    expect(frozen.map((l) => [l.entryId, l.quantity, l.unitPriceCents, l.hourlyRate, l.discount, l.discountCents, l.amountCents])).toEqual([
      [entries[0]!.id, '1.50', 9550, true, '0.00', 0, 14325],
      [entries[1]!.id, '2.00', 8999, false, '10.00', 1800, 16198],
    ]);
    // The journal holds the issue: number, customer, lines and totals in cents.
    const [record] = await journalOf(accountId);
    expect(record).toMatchObject({ seq: 1, kind: 'INVOICE', documentUuid: draft.uuid });
    expect(record!.content).toMatchObject({ number: 1, label: '1', issueDate: today, totalCents: 35094, customer: { fullname: 'Julie Gagnon' } });

    // Its PDF was made and stored at issue, and the answer names it.
    const [pdf] = await t.db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, draft.id));
    expect(pdf!.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf!.body).digest('hex')).toBe(pdf!.sha256);
    expect(after.pdfSha256).toBe(pdf!.sha256);

    // The shop changes its rate, identity and taxes: the issued invoice does not move.
    await setPreferences(t, accountId, { hourlyRates: { valuePerUnit: 120, rateType: 'STANDARD' } });
    await setShopIdentity(t, accountId, { legal: { ...QUEBEC_IDENTITY, legalName: 'Autre nom' } });
    await setTaxes(t, accountId, [{ name: 'TVH', rate: '13' }]);
    expect(invoiceSchema.parse((await call.get(shop.EMPLOYEE, draft.uuid)).json().data)).toEqual(after);
  });

  it('from a DONE work order through the API: POST /api/invoices, then issue; the work order is printed, its lines cannot leave it', async () => {
    const shop = await newShop();
    const ws = worksheetCalls(t);
    const customerUuid = await newCustomer(t, shop.FULL_ADMIN, 'Marc Ouellet');
    const mechUuid = await newMech(t, shop.FULL_ADMIN, { customerUuid, metric: { license: 'XYZ 987', mileage_in: 80000 } });
    const order = await ws.create(shop.FULL_ADMIN, { customerUuid, mechUuid, statusId: await insertWorksheetStatus(t, shop.FULL_ADMIN.accountId, 'DONE') });
    const worksheetUuid = order.json().data.uuid as string;
    const line = await ws.addLine(shop.EMPLOYEE, { worksheetUuid, name: 'Vidange', type: 'SERVICE', price: 89.95 });
    const draft = await t.app.inject({ method: 'POST', url: '/api/invoices', headers: shop.EMPLOYEE.auth, payload: { worksheetUuid } });
    expect(draft.statusCode, draft.body).toBe(201);
    const invoice = await issued(draft.json().data.uuid as string, shop.ADMINISTRATOR);
    expect(invoice).toMatchObject({
      status: 'SENT',
      number: 1,
      worksheet: { uuid: worksheetUuid, worksheetId: order.json().data.worksheetId, label: expect.stringMatching(/-\d+$/) },
      mech: { uuid: mechUuid, license: 'XYZ 987', mileage: 80000 },
      customer: { uuid: customerUuid, fullname: 'Marc Ouellet' },
      lines: [{ name: 'Vidange', amount: 89.95, entryId: line.json().data.id }],
    });
    expectApiError(await ws.removeLine(shop.FULL_ADMIN, line.json().data.id as number), 409, 'ERR_ENTRY_REMOVE_FAIL');
  });

  it('rounds half-up at .005: a line of 1.5 × 0.07 is 0.11 and 5 % of 0.50 is 0.03', async () => {
    const shop = await newShop();
    await setTaxes(t, shop.FULL_ADMIN.accountId, [{ name: 'TPS', rate: '5' }]);
    const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, [
      { quantity: '1.50', price: '0.07' },
      { quantity: '1', price: '0.43', discount: '10' },
    ]);
    const invoice = await issued(draft.uuid, shop.FULL_ADMIN);
    expect(invoice.lines.map((l) => l.amount)).toEqual([0.11, 0.39]);
    expect(invoice.totals).toMatchObject({ subtotal: 0.5, discount: 0.04, taxes: [{ name: 'TPS', rate: 5, amount: 0.03 }], total: 0.53 });
    expect(await rowOf(draft.id)).toMatchObject({ subtotalCents: 50, taxCents: 3, totalCents: 53 });
  });

  it('keeps a due date the draft set', async () => {
    const { draft } = await insertDraftWithLines(t, team.FULL_ADMIN.accountId, [{}], { dueDate: '2031-01-15' });
    expect((await issued(draft.uuid)).dueDate).toBe('2031-01-15');
  });

  it('an issued invoice cannot be issued again: 409 ERR_INVOICE_ISSUED, its number unchanged', async () => {
    const { draft } = await insertDraftWithLines(t, team.FULL_ADMIN.accountId, [{}]);
    const first = await issued(draft.uuid);
    const last = await counterOf(team.FULL_ADMIN.accountId);
    expectApiError(await call.issue(team.FULL_ADMIN, draft.uuid), 409, 'ERR_INVOICE_ISSUED');
    expect((await rowOf(draft.id)).number).toBe(first.number);
    expect(await counterOf(team.FULL_ADMIN.accountId)).toBe(last);
  });

  it('two issues of one draft at once: one 200, one 409, one number taken', async () => {
    const shop = await newShop();
    const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, [{}]);
    const answers = await Promise.all([call.issue(shop.FULL_ADMIN, draft.uuid), call.issue(shop.ADMINISTRATOR, draft.uuid)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await counterOf(shop.FULL_ADMIN.accountId)).toBe(1);
    expect(await linesOf(draft.id)).toHaveLength(1);
  });

  it('a draft without lines: 400 ERR_NO_ENTRIES, nothing numbered nor written', async () => {
    const shop = await newShop();
    const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, []);
    expectApiError(await call.issue(shop.FULL_ADMIN, draft.uuid), 400, 'ERR_NO_ENTRIES');
    expect((await rowOf(draft.id)).status).toBe('DRAFT');
    expect(await counterOf(shop.FULL_ADMIN.accountId)).toBeUndefined();
    expect(await journalOf(shop.FULL_ADMIN.accountId)).toEqual([]);
  });

  it("another shop's draft, an unknown one: 404; a malformed uuid: 400", async () => {
    const { draft } = await insertDraftWithLines(t, rival.FULL_ADMIN.accountId, [{}]);
    expectApiError(await call.issue(team.FULL_ADMIN, draft.uuid), 404, 'ERR_NOT_FOUND');
    expect((await rowOf(draft.id)).status).toBe('DRAFT');
    expectApiError(await call.issue(team.FULL_ADMIN, '00000000-0000-4000-8000-000000000000'), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.issue(team.FULL_ADMIN, 'nope'), 400, 'ERR_VALIDATION', [{ field: 'uuid', message: 'ERR_NOT_FOUND' }]);
  });
});

describe('numbering', () => {
  it('100 drafts issued at once in one shop get exactly start..start+99: no gap, no duplicate', async () => {
    const shop = await newShop();
    const accountId = shop.FULL_ADMIN.accountId;
    await setPreferences(t, accountId, { invoiceStartNumber: 42 });
    const drafts = await Promise.all(Array.from({ length: 100 }, () => insertDraftWithLines(t, accountId, [{ price: '12.34' }])));
    const answers = await Promise.all(drafts.map(({ draft }, i) => call.issue(i % 2 ? shop.FULL_ADMIN : shop.ADMINISTRATOR, draft.uuid)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    const numbers = answers.map((a) => a.json().data.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => 42 + i));
    const rows = await t.db.select({ number: invoices.number, label: invoices.invoiceId }).from(invoices).where(eq(invoices.accountId, accountId));
    expect(rows.every((r) => r.label === String(r.number))).toBe(true);
    // One journal record each, seq 1..100.
    expect((await journalOf(accountId)).map((r) => r.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('the start number from the settings is honoured, and a later lower one does not reuse numbers', async () => {
    const shop = await newShop();
    const accountId = shop.FULL_ADMIN.accountId;
    await setPreferences(t, accountId, { invoiceStartNumber: 1000 });
    const a = await insertDraftWithLines(t, accountId, [{}]);
    expect((await issued(a.draft.uuid, shop.FULL_ADMIN)).invoiceId).toBe('1000');
    await setPreferences(t, accountId, { invoiceStartNumber: 5 });
    const b = await insertDraftWithLines(t, accountId, [{}]);
    expect((await issued(b.draft.uuid, shop.FULL_ADMIN)).number).toBe(1001);
  });

  it('a refused issue (missing mention) gives no number away', async () => {
    const shop = await newShop({ legal: EMPTY_LEGAL_IDENTITY });
    const accountId = shop.FULL_ADMIN.accountId;
    const big = await insertDraftWithLines(t, accountId, [{ price: '200.00' }]);
    expect((await call.issue(shop.FULL_ADMIN, big.draft.uuid)).statusCode).toBe(422);
    const small = await insertDraftWithLines(t, accountId, [{ price: '20.00' }]);
    expect((await issued(small.draft.uuid, shop.FULL_ADMIN)).number).toBe(1);
  });
});

describe('mandatory mentions (422 ERR_MISSING_MENTIONS, nothing written)', () => {
  async function expectRefused(accountId: number, uuid: string, id: number, as: Team[keyof Team], details: { field: string; message: string }[]) {
    expectApiError(await call.issue(as, uuid), 422, 'ERR_MISSING_MENTIONS', details);
    expect(await rowOf(id)).toMatchObject({ status: 'DRAFT', number: null, snapshot: null });
    expect(await linesOf(id)).toEqual([]);
    expect(await journalOf(accountId)).toEqual([]);
  }
  const required = (...fields: string[]) => fields.map((field) => ({ field, message: 'ERR_REQUIRED' }));

  it('Québec from 100 $ with taxes: the GST and QST numbers', async () => {
    const shop = await newShop({ legal: { ...EMPTY_LEGAL_IDENTITY, legalName: 'Garage' } });
    const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, [{ price: '87.00' }]);
    // 87.00 + 5 % + 9.975 % = 100.03.
    await expectRefused(shop.FULL_ADMIN.accountId, draft.uuid, draft.id, shop.FULL_ADMIN, required('gstNumber', 'qstNumber'));
  });

  it('Québec under 100 $ passes without registration numbers', async () => {
    const shop = await newShop({ legal: { ...EMPTY_LEGAL_IDENTITY, legalName: 'Garage' } });
    // 86.00 + taxes = 98.88.
    const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, [{ price: '86.00' }]);
    expect((await issued(draft.uuid, shop.FULL_ADMIN)).totals.total).toBe(98.88);
  });

  it('elsewhere in Canada from 100 $: the GST number only', async () => {
    const shop = await newShop({ address: { ...LYON, country: 'CA', region: 'ON', city: 'Ottawa' }, legal: { ...EMPTY_LEGAL_IDENTITY, legalName: 'Garage' } });
    const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, [{ price: '500.00' }]);
    await expectRefused(shop.FULL_ADMIN.accountId, draft.uuid, draft.id, shop.FULL_ADMIN, required('gstNumber'));
  });

  it('France, a company (SARL) without SIREN, VAT number, share capital nor RCS', async () => {
    const shop = await newShop({ address: LYON, legal: { ...EMPTY_LEGAL_IDENTITY, legalName: 'Garage Dupont', legalForm: 'SARL' } });
    const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, [{ price: '10.00' }]);
    await expectRefused(shop.FULL_ADMIN.accountId, draft.uuid, draft.id, shop.FULL_ADMIN, required('siren', 'vatNumber', 'shareCapital', 'rcs'));
  });

  it('France: the customer address, and the late-payment mention for a business customer', async () => {
    const shop = await newShop({ address: LYON, legal: { ...FRENCH_IDENTITY, latePaymentPenalty: null } });
    const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, [{}], { address: null, businessCustomer: true });
    await expectRefused(shop.FULL_ADMIN.accountId, draft.uuid, draft.id, shop.FULL_ADMIN, required('customer.address', 'latePaymentPenalty'));
  });

  it('France under the VAT franchise (sole trader, vatExempt) passes without a VAT number; a complete French identity passes', async () => {
    const exempt = await newShop({
      address: LYON,
      legal: { ...EMPTY_LEGAL_IDENTITY, legalName: 'Jean Dupont', legalForm: 'EI', siret: '55210055400005', vatExempt: true },
    });
    const a = await insertDraftWithLines(t, exempt.FULL_ADMIN.accountId, [{ price: '300.00' }]);
    expect((await issued(a.draft.uuid, exempt.FULL_ADMIN)).seller.legal.vatExempt).toBe(true);
    const company = await newShop({ address: LYON, legal: FRENCH_IDENTITY });
    const b = await insertDraftWithLines(t, company.FULL_ADMIN.accountId, [{ price: '300.00' }], { businessCustomer: true });
    expect((await issued(b.draft.uuid, company.FULL_ADMIN)).seller.legal).toEqual(FRENCH_IDENTITY);
  });

  it('France without the shop address: seller.address', async () => {
    const shop = await newShop({ address: { ...LYON, address_line_1: null }, legal: FRENCH_IDENTITY });
    const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, [{}]);
    await expectRefused(shop.FULL_ADMIN.accountId, draft.uuid, draft.id, shop.FULL_ADMIN, required('seller.address'));
  });
});

describe('role matrix and isolation', () => {
  it.each([
    ['FULL_ADMIN', 200],
    ['ADMINISTRATOR', 200],
    ['EMPLOYEE', 403],
    ['GUEST', 403],
  ] as const)('%s: %i', async (role, status) => {
    const { draft } = await insertDraftWithLines(t, team.FULL_ADMIN.accountId, [{}]);
    const response = await call.issue(team[role], draft.uuid);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) {
      expectApiError(response, 403, 'ERR_FORBIDDEN');
      expect((await rowOf(draft.id)).status).toBe('DRAFT');
    }
  });

  it('without a token: 401', async () => {
    const { draft } = await insertDraftWithLines(t, team.FULL_ADMIN.accountId, [{}]);
    expectApiError(await call.issue(undefined, draft.uuid), 401, 'ERR_UNAUTHENTICATED');
  });

  it('the counters of two shops are independent', async () => {
    const [a, b] = await Promise.all([newShop(), newShop()]);
    const da = await insertDraftWithLines(t, a.FULL_ADMIN.accountId, [{}]);
    const db = await insertDraftWithLines(t, b.FULL_ADMIN.accountId, [{}]);
    expect((await issued(da.draft.uuid, a.FULL_ADMIN)).number).toBe(1);
    expect((await issued(db.draft.uuid, b.FULL_ADMIN)).number).toBe(1);
    const [{ value }] = await t.db
      .select({ value: count() })
      .from(invoices)
      .where(sql`${invoices.accountId} IN (${a.FULL_ADMIN.accountId}, ${b.FULL_ADMIN.accountId}) AND ${invoices.number} = 1`);
    expect(value).toBe(2);
  });
});
