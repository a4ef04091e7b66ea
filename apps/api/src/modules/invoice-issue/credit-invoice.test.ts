import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSchema, type Invoice } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { finalizeCalls, insertDraftWithLines, setShopIdentity, type DraftLine } from '../../../test/invoice-issue.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { invoiceJournal, invoiceLines, invoices } from '../../db/schema/index.js';

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

const parse = (response: { json: () => { data: unknown } }): Invoice => invoiceSchema.parse(response.json().data);

/** An issued invoice (taxes TPS 5 % + TVQ 9.975 %, the shop's default) with these lines. */
async function issuedInvoice(lines: DraftLine[] = [{ price: '100.00' }], shop: Team = team): Promise<Invoice> {
  const { draft } = await insertDraftWithLines(t, shop.FULL_ADMIN.accountId, lines, { withMech: true });
  const response = await call.issue(shop.FULL_ADMIN, draft.uuid);
  expect(response.statusCode, response.body).toBe(200);
  return parse(response);
}

async function credited(uuid: string, payload: object, as = team.ADMINISTRATOR): Promise<Invoice> {
  const response = await call.credit(as, uuid, payload);
  expect(response.statusCode, response.body).toBe(201);
  return parse(response);
}

const read = async (uuid: string) => parse(await call.get(team.FULL_ADMIN, uuid));
const rowOf = async (uuid: string) => (await t.db.select().from(invoices).where(eq(invoices.uuid, uuid)))[0]!;
const cents = (amount: number) => Math.round(amount * 100);

describe('POST /api/invoices/{uuid}/credit-notes', () => {
  it('a full credit note (no lines) cancels the invoice: AV-n, the invoice’s seller, customer, vehicle, lines and totals', async () => {
    const invoice = await issuedInvoice([{ price: '100.00' }, { type: 'SERVICE', quantity: '1.50', price: '80.00', discount: '10' }]);
    const note = await credited(invoice.uuid, { reason: ' Erreur de client ' });
    expect(note).toMatchObject({
      kind: 'CREDIT_NOTE',
      status: 'SENT',
      reason: 'Erreur de client',
      creditedInvoice: { uuid: invoice.uuid, invoiceId: invoice.invoiceId },
    });
    expect(note.invoiceId).toBe(`AV-${note.number}`);
    // Its PDF was stored after the commit.
    expect(note.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    for (const key of ['seller', 'customer', 'mech'] as const) expect(note[key], key).toEqual(invoice[key]);
    expect(note.lines.map((l) => [l.creditedLineId, l.quantity, l.unitPrice, l.discount, l.amount])).toEqual(
      invoice.lines.map((l) => [l.id, l.quantity, l.unitPrice, l.discount, l.amount]),
    );
    expect({ ...note.totals, paid: 0, credited: 0, balance: 0 }).toEqual({ ...invoice.totals, paid: 0, credited: 0, balance: 0 });

    const after = await read(invoice.uuid);
    expect(after).toMatchObject({ status: 'CANCELED', totals: { credited: invoice.totals.total, balance: 0 } });
    expect(after.creditNotes).toEqual([{ uuid: note.uuid, invoiceId: note.invoiceId, total: invoice.totals.total, issueDate: note.issueDate, status: 'SENT' }]);
    expect(after.lines.map((l) => l.creditedQuantity)).toEqual(invoice.lines.map((l) => l.quantity));
    const [record] = await t.db.select().from(invoiceJournal).where(eq(invoiceJournal.documentUuid, note.uuid));
    expect(record).toMatchObject({
      kind: 'CREDIT_NOTE',
      content: expect.objectContaining({
        label: note.invoiceId,
        totalCents: cents(invoice.totals.total),
        creditedInvoice: { uuid: invoice.uuid, invoiceId: invoice.invoiceId },
      }),
    });
  });

  it('two partial credits then the rest: CANCELED, and the credit notes add up to the invoice to the cent (each tax too)', async () => {
    // 3 × 33.33 = 99.99 and 10.01: subtotal 110.00, TPS 5.50, TVQ 10.97 (10.9725).
    const invoice = await issuedInvoice([
      { quantity: '3', price: '33.33' },
      { quantity: '1', price: '10.01' },
    ]);
    const [a, b] = invoice.lines;
    const first = await credited(invoice.uuid, { reason: 'Pièce retournée', lines: [{ lineId: a!.id, quantity: 1 }] });
    expect(first.totals).toMatchObject({ subtotal: 33.33, taxes: [{ amount: 1.67 }, { amount: 3.32 }], total: 38.32 });
    const second = await credited(invoice.uuid, { reason: 'Pièce retournée', lines: [{ lineId: a!.id, quantity: 1 }] });
    const middle = await read(invoice.uuid);
    expect(middle).toMatchObject({ status: 'SENT', totals: { credited: 76.64, balance: (cents(invoice.totals.total) - 7664) / 100 } });
    expect(middle.lines.map((l) => l.creditedQuantity)).toEqual([2, 0]);
    // The rest: 43.34, whose own taxes would be 2.17 and 4.32; what is left of the invoice's is 2.16 and 4.33.
    const rest = await credited(invoice.uuid, { reason: 'Solde' });
    expect(rest.lines.map((l) => [l.creditedLineId, l.quantity])).toEqual([
      [a!.id, 1],
      [b!.id, 1],
    ]);
    expect(rest.totals).toMatchObject({ subtotal: 43.34, taxes: [{ amount: 2.16 }, { amount: 4.33 }] });
    const notes = [first, second, rest];
    const sum = (pick: (n: Invoice) => number) => notes.reduce((s, n) => s + cents(pick(n)), 0);
    expect(sum((n) => n.totals.subtotal)).toBe(cents(invoice.totals.subtotal));
    expect(sum((n) => n.totals.taxes[0]!.amount)).toBe(cents(invoice.totals.taxes[0]!.amount));
    expect(sum((n) => n.totals.taxes[1]!.amount)).toBe(cents(invoice.totals.taxes[1]!.amount));
    expect(sum((n) => n.totals.total)).toBe(cents(invoice.totals.total));
    const after = await read(invoice.uuid);
    expect(after).toMatchObject({ status: 'CANCELED', totals: { credited: invoice.totals.total, balance: 0 } });
    expect(after.creditNotes.map((n) => n.uuid)).toEqual(notes.map((n) => n.uuid));
  });

  it('a partial line credit is priced from the frozen unit price and discount', async () => {
    const invoice = await issuedInvoice([{ quantity: '4', price: '25.00', discount: '12.5' }]);
    const note = await credited(invoice.uuid, { reason: 'Une pièce', lines: [{ lineId: invoice.lines[0]!.id, quantity: 1.5 }] });
    // 1.5 × 25 = 37.50, 12.5 % = 4.69 (4.6875 half-up), 32.81.
    expect(note.lines[0]).toMatchObject({ quantity: 1.5, unitPrice: 25, discount: 12.5, amount: 32.81 });
    expect(note.totals).toMatchObject({ subtotal: 32.81, discount: 4.69 });
  });

  it('refuses more than what remains (ERR_CREDIT_EXCEEDS on the line), a line of another invoice (404 on lineId); nothing written', async () => {
    const invoice = await issuedInvoice([{ quantity: '2', price: '40.00' }]);
    const other = await issuedInvoice();
    const lineId = invoice.lines[0]!.id;
    const count = async () =>
      (
        await t.db
          .select()
          .from(invoices)
          .where(eq(invoices.creditedInvoiceId, (await rowOf(invoice.uuid)).id))
      ).length;
    expectApiError(await call.credit(team.FULL_ADMIN, invoice.uuid, { reason: 'x', lines: [{ lineId, quantity: 2.01 }] }), 400, 'ERR_CREDIT_EXCEEDS', [
      { field: 'lines.0.quantity', message: 'ERR_CREDIT_EXCEEDS' },
    ]);
    // The same line twice: 1.5 + 1 > 2.
    expectApiError(
      await call.credit(team.FULL_ADMIN, invoice.uuid, {
        reason: 'x',
        lines: [
          { lineId, quantity: 1.5 },
          { lineId, quantity: 1 },
        ],
      }),
      400,
      'ERR_CREDIT_EXCEEDS',
      [{ field: 'lines.1.quantity', message: 'ERR_CREDIT_EXCEEDS' }],
    );
    expectApiError(await call.credit(team.FULL_ADMIN, invoice.uuid, { reason: 'x', lines: [{ lineId: other.lines[0]!.id, quantity: 1 }] }), 404, 'ERR_NOT_FOUND', [
      { field: 'lines.0.lineId', message: 'ERR_NOT_FOUND' },
    ]);
    expect(await count()).toBe(0);
    await credited(invoice.uuid, { reason: 'x', lines: [{ lineId, quantity: 1.5 }] });
    expectApiError(await call.credit(team.FULL_ADMIN, invoice.uuid, { reason: 'x', lines: [{ lineId, quantity: 1 }] }), 400, 'ERR_CREDIT_EXCEEDS');
    expect(await count()).toBe(1);
    expect((await read(invoice.uuid)).status).toBe('SENT');
  });

  it('a draft: 409 ERR_INVOICE_NOT_ISSUED; a canceled invoice: 409 ERR_INVOICE_CANCELED; a credit note: 400 ERR_VALIDATION', async () => {
    const { draft } = await insertDraftWithLines(t, team.FULL_ADMIN.accountId, [{}]);
    expectApiError(await call.credit(team.FULL_ADMIN, draft.uuid, { reason: 'x' }), 409, 'ERR_INVOICE_NOT_ISSUED');
    const invoice = await issuedInvoice();
    const note = await credited(invoice.uuid, { reason: 'x' });
    expectApiError(await call.credit(team.FULL_ADMIN, invoice.uuid, { reason: 'x' }), 409, 'ERR_INVOICE_CANCELED');
    expectApiError(await call.credit(team.FULL_ADMIN, note.uuid, { reason: 'x' }), 400, 'ERR_VALIDATION');
  });

  it('a paid invoice can be credited: CANCELED, its payments kept (the balance shows what is owed back)', async () => {
    const invoice = await issuedInvoice([{ price: '20.00' }]);
    expect((await call.pay(team.FULL_ADMIN, invoice.uuid, { amount: invoice.totals.total, method: 'CASH' })).statusCode).toBe(201);
    await credited(invoice.uuid, { reason: 'Remboursement' });
    expect(await read(invoice.uuid)).toMatchObject({
      status: 'CANCELED',
      totals: { paid: invoice.totals.total, credited: invoice.totals.total, balance: -invoice.totals.total },
    });
  });

  it.each([
    [{}, 'reason', 'ERR_REQUIRED'],
    [{ reason: '   ' }, 'reason', 'ERR_REQUIRED'],
    [{ reason: 'x', lines: [] }, 'lines', 'ERR_NO_ENTRIES'],
    [{ reason: 'x', lines: [{ lineId: 1, quantity: 0 }] }, 'lines.0.quantity', 'ERR_INVALID_QUANTITY'],
    [{ reason: 'x', lines: [{ lineId: 1, quantity: 0.001 }] }, 'lines.0.quantity', 'ERR_INVALID_QUANTITY'],
  ])('refuses %j (%s: %s)', async (payload, field, code) => {
    const invoice = await issuedInvoice();
    expectApiError(await call.credit(team.FULL_ADMIN, invoice.uuid, payload), 400, 'ERR_VALIDATION', [{ field, message: code }]);
    expect((await read(invoice.uuid)).creditNotes).toEqual([]);
  });
});

describe('numbering and inalterability', () => {
  it('20 credit notes at once in one shop: AV-1..AV-20 without gap or duplicate', async () => {
    const shop = await usersOfEveryRole(t);
    await setShopIdentity(t, shop.FULL_ADMIN.accountId);
    const issuedOnes = await Promise.all(Array.from({ length: 20 }, () => issuedInvoice([{ price: '15.00' }], shop)));
    const answers = await Promise.all(issuedOnes.map((invoice) => call.credit(shop.ADMINISTRATOR, invoice.uuid, { reason: 'Lot' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(answers.map((a) => a.json().data.invoiceId as string).sort((x, y) => Number(x.slice(3)) - Number(y.slice(3)))).toEqual(
      Array.from({ length: 20 }, (_, i) => `AV-${i + 1}`),
    );
    // The invoice series went on from its own counter: 1..20.
    expect(issuedOnes.map((i) => i.number).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('5 full credits of one invoice at once: one credit note, the others 409 ERR_INVOICE_CANCELED', async () => {
    const invoice = await issuedInvoice();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call.credit(team.FULL_ADMIN, invoice.uuid, { reason: 'x' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await read(invoice.uuid)).creditNotes).toHaveLength(1);
  });

  it('a credit note and its lines are refused any UPDATE or DELETE by the database', async () => {
    const invoice = await issuedInvoice();
    const note = await credited(invoice.uuid, { reason: 'x' });
    const id = (await rowOf(note.uuid)).id;
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await t.db.execute(statement).then(
        () => null,
        (e: { cause?: { code?: string } }) => e,
      );
      expect(error?.cause?.code).toBe('P0A14');
    };
    await refused(sql`UPDATE invoices SET reason = 'autre' WHERE id = ${id}`);
    await refused(sql`UPDATE invoices SET total_cents = 0, subtotal_cents = 0, tax_cents = 0 WHERE id = ${id}`);
    await refused(sql`DELETE FROM invoices WHERE id = ${id}`);
    await refused(sql`UPDATE invoice_lines SET amount_cents = 0 WHERE invoice_id = ${id}`);
    await refused(sql`DELETE FROM invoice_lines WHERE invoice_id = ${id}`);
    await refused(sql`INSERT INTO invoice_lines (account_id, invoice_id, position, type, name, quantity, unit_price_cents, amount_cents)
      VALUES (${team.FULL_ADMIN.accountId}, ${id}, 9, 'PRODUCT', 'ajout', 1, 100, 100)`);
    expect(await read(note.uuid)).toEqual(note);
    expect(await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id))).toHaveLength(note.lines.length);
  });
});

describe('role matrix and isolation', () => {
  it.each([
    ['FULL_ADMIN', 201],
    ['ADMINISTRATOR', 201],
    ['EMPLOYEE', 403],
    ['GUEST', 403],
  ] as const)('%s: %i', async (role, status) => {
    const invoice = await issuedInvoice();
    const response = await call.credit(team[role], invoice.uuid, { reason: 'x' });
    expect(response.statusCode, response.body).toBe(status);
    expect((await read(invoice.uuid)).creditNotes).toHaveLength(status === 201 ? 1 : 0);
  });

  it("another shop's invoice: 404, nothing written; no token: 401", async () => {
    const invoice = await issuedInvoice([{}], rival);
    expectApiError(await call.credit(team.FULL_ADMIN, invoice.uuid, { reason: 'x' }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.credit(undefined, invoice.uuid, { reason: 'x' }), 401, 'ERR_UNAUTHENTICATED');
    expect((await rowOf(invoice.uuid)).creditedCents).toBe(0);
  });
});
