import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSchema, type Invoice } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { finalizeCalls, insertDraftWithLines, setShopIdentity } from '../../../test/invoice-issue.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { setTaxes } from '../../../test/worksheets.js';
import { invoiceJournal, invoicePayments, invoices } from '../../db/schema/index.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof finalizeCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = finalizeCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  await Promise.all([setShopIdentity(t, team.FULL_ADMIN.accountId), setShopIdentity(t, rival.FULL_ADMIN.accountId)]);
  // No taxes: a 100.00 line is a 100.00 invoice.
  await Promise.all([setTaxes(t, team.FULL_ADMIN.accountId, []), setTaxes(t, rival.FULL_ADMIN.accountId, [])]);
});
afterAll(() => t.close());

/** An issued invoice of `total` (no taxes) in the shop of `shop`. */
async function issuedInvoice(total = '100.00', shop: Team = team): Promise<{ uuid: string; id: number }> {
  const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, [{ price: total }]);
  const response = await call.issue(shop.FULL_ADMIN, draft.uuid);
  expect(response.statusCode, response.body).toBe(200);
  return { uuid: draft.uuid, id: draft.id };
}

async function paid(uuid: string, payload: object, as = team.ADMINISTRATOR): Promise<Invoice> {
  const response = await call.pay(as, uuid, payload);
  expect(response.statusCode, response.body).toBe(201);
  return invoiceSchema.parse(response.json().data);
}

const rowOf = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const paymentsOf = (id: number) => t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id)).orderBy(invoicePayments.id);

describe('POST /api/invoices/{uuid}/payments', () => {
  it('two partial payments make it PAID; each is listed with its method, day and author, and journaled', async () => {
    const { uuid, id } = await issuedInvoice('100.00');
    const first = await paid(uuid, { amount: 40, method: 'CASH', paidOn: '2026-11-02' });
    expect(first).toMatchObject({ status: 'SENT', totals: { total: 100, paid: 40, balance: 60 } });
    expect(first.payments).toMatchObject([{ amount: 40, method: 'CASH', paidOn: '2026-11-02', reference: null, createdBy: { fullname: team.ADMINISTRATOR.fullname } }]);
    const second = await paid(uuid, { amount: 60, method: 'CHEQUE', reference: ' Chèque 118 ' });
    expect(second).toMatchObject({ status: 'PAID', totals: { paid: 100, balance: 0 } });
    expect(second.payments[1]).toMatchObject({ amount: 60, method: 'CHEQUE', reference: 'Chèque 118' });
    expect(await rowOf(id)).toMatchObject({ status: 'PAID', paidCents: 10000 });
    const records = await t.db.select().from(invoiceJournal).where(eq(invoiceJournal.kind, 'PAYMENT'));
    const ours = records.filter((r) => (r.content as { invoice: { uuid: string } }).invoice.uuid === uuid);
    expect(ours.map((r) => (r.content as { amountCents: number }).amountCents)).toEqual([4000, 6000]);
    expect(ours.map((r) => r.documentUuid)).toEqual(second.payments.map((p) => p.uuid));
  });

  it('a reversal (negative payment) reopens a paid invoice: SENT with its balance; the payment itself stays', async () => {
    const { uuid, id } = await issuedInvoice('80.00');
    await paid(uuid, { amount: 80, method: 'DEBIT' });
    const reversed = await paid(uuid, { amount: -30, method: 'DEBIT', reference: 'erreur de saisie' });
    expect(reversed).toMatchObject({ status: 'SENT', totals: { paid: 50, balance: 30 } });
    expect((await paymentsOf(id)).map((p) => p.amountCents)).toEqual([8000, -3000]);
  });

  it('refuses more than the balance, and a reversal of more than was paid (ERR_PAYMENT_EXCEEDS_BALANCE on amount); nothing written', async () => {
    const { uuid, id } = await issuedInvoice('50.00');
    expectApiError(await call.pay(team.FULL_ADMIN, uuid, { amount: 50.01, method: 'CASH' }), 400, 'ERR_PAYMENT_EXCEEDS_BALANCE', [
      { field: 'amount', message: 'ERR_PAYMENT_EXCEEDS_BALANCE' },
    ]);
    expectApiError(await call.pay(team.FULL_ADMIN, uuid, { amount: -0.01, method: 'CASH' }), 400, 'ERR_PAYMENT_EXCEEDS_BALANCE');
    await paid(uuid, { amount: 20, method: 'CASH' });
    expectApiError(await call.pay(team.FULL_ADMIN, uuid, { amount: -20.01, method: 'CASH' }), 400, 'ERR_PAYMENT_EXCEEDS_BALANCE');
    expectApiError(await call.pay(team.FULL_ADMIN, uuid, { amount: 30.01, method: 'CASH' }), 400, 'ERR_PAYMENT_EXCEEDS_BALANCE');
    expect((await paymentsOf(id)).map((p) => p.amountCents)).toEqual([2000]);
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', paidCents: 2000 });
  });

  it('20 concurrent payments of 10 on a 100 invoice: exactly 10 accepted, never more than the total', async () => {
    const { uuid, id } = await issuedInvoice('100.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call.pay(team.FULL_ADMIN, uuid, { amount: 10, method: 'CASH' })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(10);
    expect(await rowOf(id)).toMatchObject({ status: 'PAID', paidCents: 10000 });
    expect(await paymentsOf(id)).toHaveLength(10);
  });

  it('a draft: 409 ERR_INVOICE_NOT_ISSUED; nothing written', async () => {
    const { draft } = await insertDraftWithLines(t, team.FULL_ADMIN.accountId, [{}]);
    expectApiError(await call.pay(team.FULL_ADMIN, draft.uuid, { amount: 1, method: 'CASH' }), 409, 'ERR_INVOICE_NOT_ISSUED');
    expect(await paymentsOf(draft.id)).toEqual([]);
  });

  it('a credit note: 400 ERR_VALIDATION; a CANCELED invoice: 409 ERR_INVOICE_CANCELED', async () => {
    const { uuid } = await issuedInvoice('30.00');
    const note = await call.credit(team.FULL_ADMIN, uuid, { reason: 'Annulation' });
    expect(note.statusCode, note.body).toBe(201);
    expectApiError(await call.pay(team.FULL_ADMIN, note.json().data.uuid, { amount: 1, method: 'CASH' }), 400, 'ERR_VALIDATION');
    expectApiError(await call.pay(team.FULL_ADMIN, uuid, { amount: 1, method: 'CASH' }), 409, 'ERR_INVOICE_CANCELED');
  });

  it.each([
    [{ amount: 0, method: 'CASH' }, 'amount', 'ERR_INVALID_AMOUNT'],
    [{ amount: 1.005, method: 'CASH' }, 'amount', 'ERR_INVALID_AMOUNT'],
    [{ amount: '10', method: 'CASH' }, 'amount', 'ERR_INVALID_AMOUNT'],
    [{ amount: 10, method: 'BITCOIN' }, 'method', 'ERR_VALIDATION'],
    [{ amount: 10, method: 'CASH', paidOn: '2026-02-30' }, 'paidOn', 'ERR_INVALID_DATE'],
  ])('refuses %j (%s: %s)', async (payload, field, code) => {
    const { uuid, id } = await issuedInvoice('10.00');
    expectApiError(await call.pay(team.FULL_ADMIN, uuid, payload), 400, 'ERR_VALIDATION', [{ field, message: code }]);
    expect(await paymentsOf(id)).toEqual([]);
  });
});

describe('role matrix and isolation', () => {
  it.each([
    ['FULL_ADMIN', 201],
    ['ADMINISTRATOR', 201],
    ['EMPLOYEE', 403],
    ['GUEST', 403],
  ] as const)('%s: %i', async (role, status) => {
    const { uuid, id } = await issuedInvoice('10.00');
    const response = await call.pay(team[role], uuid, { amount: 1, method: 'CASH' });
    expect(response.statusCode, response.body).toBe(status);
    expect(await paymentsOf(id)).toHaveLength(status === 201 ? 1 : 0);
  });

  it("another shop's invoice: 404, nothing written; no token: 401", async () => {
    const { uuid, id } = await issuedInvoice('10.00', rival);
    expectApiError(await call.pay(team.FULL_ADMIN, uuid, { amount: 1, method: 'CASH' }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.pay(undefined, uuid, { amount: 1, method: 'CASH' }), 401, 'ERR_UNAUTHENTICATED');
    expect(await paymentsOf(id)).toEqual([]);
  });
});
