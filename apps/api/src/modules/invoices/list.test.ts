import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceListSchema, searchResultSchema, worksheetSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { invoiceCalls, issueBySql } from '../../../test/invoices.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/vehicles.js';
import { insertWorksheetStatus, setPreferences, setTaxes, worksheetCalls } from '../../../test/worksheets.js';
import { invoices } from '../../db/schema/index.js';

let t: TestApp;
let call: ReturnType<typeof invoiceCalls>;
let ws: ReturnType<typeof worksheetCalls>;

/*
 * One shop (GST 5 % + QST 9.975 %, 100 $/h) with, oldest first:
 *   #41 issued 2026-10-01 to Aline Bédard, 100.00 + taxes = 114.98, paid 14.98 → balance 100.00
 *   #42 issued 2026-10-15 to Bruno Côté, 200.00 → 229.95, credited in full by AV-1 (2026-10-20) → CANCELED
 *   a draft of Aline Bédard's work order WO: 1 h at the hourly rate − 10 % = 90.00 → 103.48
 *   an empty counter-sale draft of Bruno Côté: 0
 */
let team: Team;
let other: Team;
const uuids: Record<string, string> = {};
let worksheetUuid = '';

beforeAll(async () => {
  t = await createTestApp();
  call = invoiceCalls(t);
  ws = worksheetCalls(t);
  team = await usersOfEveryRole(t);
  other = await usersOfEveryRole(t);
  const accountId = team.FULL_ADMIN.accountId;
  await setTaxes(t, accountId, [
    { name: 'TPS', rate: '5' },
    { name: 'TVQ', rate: '9.975' },
  ]);
  await setPreferences(t, accountId, { hourlyRates: { valuePerUnit: 100, rateType: 'STANDARD' }, currency: 'CAD', worksheetPrefix: 'BT' });
  const aline = await newCustomer(t, team.FULL_ADMIN, 'Aline Bédard');
  const bruno = await newCustomer(t, team.FULL_ADMIN, 'Bruno Côté');
  const status = await insertWorksheetStatus(t, accountId, 'DONE');

  async function issued(customerUuid: string, price: number, number: number, issueDate: string) {
    const order = (await ws.create(team.FULL_ADMIN, { customerUuid, statusId: status })).json().data.uuid as string;
    await ws.addLine(team.EMPLOYEE, { worksheetUuid: order, name: 'Travaux', price });
    const draft = (await call.create(team.EMPLOYEE, { worksheetUuid: order })).json().data.uuid as string;
    await issueBySql(t, { accountId, uuid: draft, number, issueDate });
    return draft;
  }
  uuids.first = await issued(aline, 100, 41, '2026-10-01');
  await t.db.update(invoices).set({ paidCents: 1498 }).where(eq(invoices.uuid, uuids.first));
  uuids.second = await issued(bruno, 200, 42, '2026-10-15');
  const second = (await t.db.select().from(invoices).where(eq(invoices.uuid, uuids.second)))[0]!;
  const [note] = await t.db
    .insert(invoices)
    .values({ accountId, kind: 'CREDIT_NOTE', customerId: second.customerId, creditedInvoiceId: second.id, currency: 'CAD', reason: 'Annulation' })
    .returning();
  await t.db.execute(sql`UPDATE invoices SET status = 'SENT', number = 1, invoice_id = 'AV-1', issue_date = '2026-10-20', issued_at = '2026-10-20T12:00:00Z',
    subtotal_cents = 20000, tax_cents = 2995, total_cents = 22995, snapshot = ${JSON.stringify(second.snapshot)}::jsonb WHERE id = ${note!.id}`);
  await t.db.update(invoices).set({ status: 'CANCELED', creditedCents: 22995 }).where(eq(invoices.id, second.id));
  uuids.note = note!.uuid;

  worksheetUuid = (await ws.create(team.FULL_ADMIN, { customerUuid: aline, statusId: status })).json().data.uuid as string;
  await ws.addLine(team.EMPLOYEE, { worksheetUuid, name: 'Diagnostic', type: 'SERVICE', discount: 10 });
  uuids.draft = (await call.create(team.EMPLOYEE, { worksheetUuid })).json().data.uuid as string;
  uuids.counter = (await call.create(team.EMPLOYEE, { customerUuid: bruno })).json().data.uuid as string;
});
afterAll(() => t.close());

async function list(query = '', as: Team = team) {
  const response = await call.list(as.EMPLOYEE, query);
  expect(response.statusCode, response.body).toBe(200);
  return invoiceListSchema.parse(response.json().data);
}

describe('GET /api/invoices', () => {
  it('lists newest first (drafts by their creation day), with totals, balances and the sums of the filter', async () => {
    const answer = await list();
    expect(answer.items.map((item) => item.uuid)).toEqual([uuids.counter, uuids.draft, uuids.note, uuids.second, uuids.first]);
    expect(answer).toMatchObject({ page: 1, pageSize: 25, total: 5 });
    const byUuid = Object.fromEntries(answer.items.map((item) => [item.uuid, item]));
    expect(byUuid[uuids.first]).toMatchObject({
      kind: 'INVOICE',
      status: 'SENT',
      number: 41,
      invoiceId: '41',
      issueDate: '2026-10-01',
      total: 114.98,
      balance: 100,
      currency: 'CAD',
      customer: { fullname: 'Aline Bédard' },
    });
    expect(byUuid[uuids.second]).toMatchObject({ status: 'CANCELED', total: 229.95, balance: 0 });
    expect(byUuid[uuids.note]).toMatchObject({ kind: 'CREDIT_NOTE', invoiceId: 'AV-1', total: 229.95, balance: 0 });
    // 100 − 10 % = 90.00; GST 4.50; QST 8.9775 → 8.98; 103.48.
    expect(byUuid[uuids.draft]).toMatchObject({
      status: 'DRAFT',
      number: null,
      invoiceId: null,
      total: 103.48,
      balance: 103.48,
      worksheet: { uuid: worksheetUuid, label: expect.stringMatching(/^BT-\d+$/) },
    });
    expect(byUuid[uuids.counter]).toMatchObject({ total: 0, balance: 0, worksheet: null });
    // 114.98 + 229.95 − 229.95 + 103.48 + 0; balances 100 + 0 + 0 + 103.48.
    expect(answer.sums).toEqual({ total: 218.46, balance: 203.48, currency: 'CAD' });
  });

  it('filters by status, kind, customer, work order and issue date; sums follow the filter', async () => {
    expect((await list('?status=SENT,CANCELED')).items.map((i) => i.uuid)).toEqual([uuids.note, uuids.second, uuids.first]);
    const drafts = await list('?status=DRAFT');
    expect(drafts.items.map((i) => i.uuid)).toEqual([uuids.counter, uuids.draft]);
    expect(drafts.sums).toMatchObject({ total: 103.48, balance: 103.48 });
    // One status again, another one (one statement per set of filters, its values per call).
    const sent = (await list('?status=SENT')).items.map((i) => i.uuid);
    const canceled = (await list('?status=CANCELED')).items.map((i) => i.uuid);
    expect([...sent, ...canceled].sort()).toEqual([uuids.note, uuids.second, uuids.first].sort());
    expect(sent.filter((uuid) => canceled.includes(uuid))).toEqual([]);
    expect((await list('?status=SENT,SENT,sent')).items.map((i) => i.uuid)).toEqual(sent);
    const notes = await list('?kind=CREDIT_NOTE');
    expect(notes.items.map((i) => i.uuid)).toEqual([uuids.note]);
    expect(notes.sums.total).toBe(-229.95);
    const alineUuid = (await list()).items.find((i) => i.uuid === uuids.first)!.customer.uuid;
    expect((await list(`?customerUuid=${alineUuid}`)).items.map((i) => i.uuid)).toEqual([uuids.draft, uuids.first]);
    expect((await list(`?worksheetUuid=${worksheetUuid}`)).items.map((i) => i.uuid)).toEqual([uuids.draft]);
    const october = await list('?from=2026-10-10&to=2026-10-31');
    expect(october.items.map((i) => i.uuid)).toEqual([uuids.note, uuids.second]);
    expect(october.sums.total).toBe(0);
  });

  it('q: a number’s start, a credit-note label, or the customer’s name without accents', async () => {
    expect((await list('?q=4')).items.map((i) => i.uuid)).toEqual([uuids.second, uuids.first]);
    expect((await list('?q=41')).items.map((i) => i.uuid)).toEqual([uuids.first]);
    expect((await list('?q=AV-1')).items.map((i) => i.uuid)).toEqual([uuids.note]);
    expect((await list('?q=bedard')).items.map((i) => i.uuid)).toEqual([uuids.draft, uuids.first]);
    expect((await list('?q=cote')).total).toBe(3);
    expect((await list('?q=personne')).items).toEqual([]);
  });

  it('pages: page 2 continues page 1, past the end is empty with the total', async () => {
    const first = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=2');
    const third = await list('?pageSize=2&page=3');
    const far = await list('?pageSize=2&page=9');
    expect([...first.items, ...second.items, ...third.items].map((i) => i.uuid)).toEqual([uuids.counter, uuids.draft, uuids.note, uuids.second, uuids.first]);
    expect(far).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it('another shop sees none of them; bad filters are 400; GUEST is refused', async () => {
    expect(await list('', other)).toMatchObject({ items: [], total: 0, sums: { total: 0, balance: 0 } });
    const alineUuid = (await list()).items.find((i) => i.uuid === uuids.first)!.customer.uuid;
    expect((await list(`?customerUuid=${alineUuid}`, other)).items).toEqual([]);
    expect((await list(`?worksheetUuid=${worksheetUuid}`, other)).items).toEqual([]);
    expectApiError(await call.list(team.EMPLOYEE, '?status=LOST'), 400, 'ERR_VALIDATION');
    expectApiError(await call.list(team.EMPLOYEE, '?from=2026-10-31&to=2026-10-01'), 400, 'ERR_VALIDATION');
    expectApiError(await call.list(team.GUEST), 403, 'ERR_FORBIDDEN');
  });
});

describe('the work order’s invoice and the header search', () => {
  it('a work order shows its most recent invoice (not a credit note); none before', async () => {
    const worksheet = worksheetSchema.parse((await ws.get(team.EMPLOYEE, worksheetUuid)).json().data);
    expect(worksheet.invoice).toEqual({ uuid: uuids.draft, invoiceId: null, status: 'DRAFT' });
    const listed = (await ws.list(team.EMPLOYEE)).json().data.items as { uuid: string; invoice: unknown }[];
    expect(listed.find((w) => w.uuid === worksheetUuid)!.invoice).toEqual({ uuid: uuids.draft, invoiceId: null, status: 'DRAFT' });
    const second = (await call.get(team.EMPLOYEE, uuids.second)).json().data.worksheet.uuid as string;
    expect(worksheetSchema.parse((await ws.get(team.EMPLOYEE, second)).json().data).invoice).toEqual({ uuid: uuids.second, invoiceId: '42', status: 'CANCELED' });
    const fresh = (await ws.create(team.FULL_ADMIN, { customerUuid: await newCustomer(t, team.FULL_ADMIN), statusId: worksheet.statusId })).json().data;
    expect(fresh.invoice).toBeNull();
  });

  it('finds issued documents by number or label (prefix) and by customer name; never drafts nor another shop’s', async () => {
    const search = async (q: string, as: Team = team) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: as.EMPLOYEE.auth });
      expect(response.statusCode, response.body).toBe(200);
      return searchResultSchema.parse(response.json().data).invoices;
    };
    expect(await search('42')).toEqual([{ uuid: uuids.second, invoiceId: '42' }]);
    expect(await search('4')).toEqual([]); // below the search's two characters
    expect(await search('AV-1')).toEqual([{ uuid: uuids.note, invoiceId: 'AV-1' }]);
    expect(await search('bedard')).toEqual([{ uuid: uuids.first, invoiceId: '41' }]);
    expect((await search('Côté')).map((hit) => hit.invoiceId).sort()).toEqual(['42', 'AV-1']);
    expect(await search('42', other)).toEqual([]);
    expect(await search('bedard', other)).toEqual([]);
  });
});
