import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSchema, type Invoice } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { finalizeCalls, insertDraftWithLines, setShopIdentity } from '../../../test/invoice-issue.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { entries, invoicePayments, invoices } from '../../db/schema/index.js';

/*
 * Once issued, nothing of an invoice changes: not through the routes (the draft routes answer 409,
 * the line routes ERR_ENTRY_REMOVE_FAIL), not by SQL (migration 0017's triggers, SQLSTATE P0A14),
 * except what payments and credit notes keep up to date: status and the paid/credited sums.
 */

let t: TestApp;
let team: Team;
let call: ReturnType<typeof finalizeCalls>;
let invoice: Invoice;
let id: number;
let entryIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  call = finalizeCalls(t);
  team = await usersOfEveryRole(t);
  await setShopIdentity(t, team.FULL_ADMIN.accountId);
  const made = await insertDraftWithLines(t, team.FULL_ADMIN.accountId, [{ price: '40.00' }, { type: 'SERVICE', price: null }], { withMech: true });
  id = made.draft.id;
  entryIds = made.entries.map((e) => e.id);
  const response = await call.issue(team.FULL_ADMIN, made.draft.uuid);
  expect(response.statusCode, response.body).toBe(200);
  invoice = invoiceSchema.parse(response.json().data);
  expect((await call.pay(team.FULL_ADMIN, invoice.uuid, { amount: 10, method: 'CASH' })).statusCode).toBe(201);
  invoice = invoiceSchema.parse((await call.get(team.FULL_ADMIN, invoice.uuid)).json().data);
});
afterAll(() => t.close());

async function sqlError(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  return t.db.execute(statement).then(
    () => undefined,
    (error: { cause?: { code?: string } }) => error.cause?.code ?? 'unknown',
  );
}

const inject = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: team.FULL_ADMIN.auth, ...(payload ? { payload } : {}) });

const unchanged = async () => expect(invoiceSchema.parse((await call.get(team.FULL_ADMIN, invoice.uuid)).json().data)).toEqual(invoice);

describe('an issued invoice through the routes', () => {
  it('PATCH and DELETE of the invoice: 409 ERR_INVOICE_ISSUED', async () => {
    expectApiError(await inject('PATCH', `/api/invoices/${invoice.uuid}`, { notes: 'changé' }), 409, 'ERR_INVOICE_ISSUED');
    expectApiError(await inject('DELETE', `/api/invoices/${invoice.uuid}`), 409, 'ERR_INVOICE_ISSUED');
    await unchanged();
  });

  it('PATCH of its lines: 409 ERR_INVOICE_ISSUED; DELETE: 409 ERR_ENTRY_REMOVE_FAIL; no line added to it', async () => {
    expectApiError(await inject('PATCH', `/api/entries/${entryIds[0]}`, { price: 1 }), 409, 'ERR_INVOICE_ISSUED');
    expectApiError(await inject('DELETE', `/api/entries/${entryIds[0]}`), 409, 'ERR_ENTRY_REMOVE_FAIL');
    expectApiError(await inject('POST', '/api/entries', { name: 'Ajout', type: 'PRODUCT', invoiceUuid: invoice.uuid }), 409, 'ERR_INVOICE_ISSUED');
    const [entry] = await t.db.select().from(entries).where(eq(entries.id, entryIds[0]!));
    expect(entry).toMatchObject({ price: '40.00', invoiceId: id });
    await unchanged();
  });
});

describe('an issued invoice in SQL (triggers, SQLSTATE P0A14)', () => {
  const statements: [string, (id: number) => ReturnType<typeof sql>][] = [
    ['its number', (id) => sql`UPDATE invoices SET number = 99, invoice_id = '99' WHERE id = ${id}`],
    ['its notes', (id) => sql`UPDATE invoices SET notes = 'x' WHERE id = ${id}`],
    ['its totals', (id) => sql`UPDATE invoices SET subtotal_cents = 1, tax_cents = 0, total_cents = 1 WHERE id = ${id}`],
    ['its snapshot', (id) => sql`UPDATE invoices SET snapshot = snapshot || '{"seller": null}' WHERE id = ${id}`],
    ['its issue date', (id) => sql`UPDATE invoices SET issue_date = issue_date - 1 WHERE id = ${id}`],
    ['back to DRAFT', (id) => sql`UPDATE invoices SET status = 'DRAFT' WHERE id = ${id}`],
    ['a delete', (id) => sql`DELETE FROM invoices WHERE id = ${id}`],
    ['a line update', (id) => sql`UPDATE invoice_lines SET amount_cents = 0 WHERE invoice_id = ${id}`],
    ['a line delete', (id) => sql`DELETE FROM invoice_lines WHERE invoice_id = ${id}`],
    [
      'a line added',
      (id) => sql`INSERT INTO invoice_lines (account_id, invoice_id, position, type, name, quantity, unit_price_cents, amount_cents)
      SELECT account_id, id, 9, 'PRODUCT', 'ajout', 1, 100, 100 FROM invoices WHERE id = ${id}`,
    ],
    ['a payment update', (id) => sql`UPDATE invoice_payments SET amount_cents = 1 WHERE invoice_id = ${id}`],
    ['a payment delete', (id) => sql`DELETE FROM invoice_payments WHERE invoice_id = ${id}`],
    ['an entry update', (id) => sql`UPDATE entries SET price = 1 WHERE invoice_id = ${id}`],
    ['an entry delete', (id) => sql`DELETE FROM entries WHERE invoice_id = ${id}`],
    ['an entry moved off', (id) => sql`UPDATE entries SET invoice_id = NULL WHERE invoice_id = ${id}`],
  ];
  it.each(statements)('refuses %s', async (_label, statement) => {
    expect(await sqlError(statement(id))).toBe('P0A14');
    await unchanged();
  });

  it('lets status, paid_cents and credited_cents change (what payments and credit notes keep up to date)', async () => {
    const [changed] = await t.db.update(invoices).set({ status: 'PAID', paidCents: 1, creditedCents: 2 }).where(eq(invoices.id, id)).returning();
    expect(changed).toMatchObject({ status: 'PAID', paidCents: 1, creditedCents: 2 });
    // Put back as the payment left it (those columns may go either way).
    await t.db.update(invoices).set({ status: 'SENT', paidCents: 1000, creditedCents: 0 }).where(eq(invoices.id, id));
    const [payment] = await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id));
    expect(payment!.amountCents).toBe(1000);
    await unchanged();
  });
});
