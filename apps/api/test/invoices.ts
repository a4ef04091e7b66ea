import { and, eq, sql } from 'drizzle-orm';
import { documentLabel, type Invoice } from '@atelier/contracts';
import { customerAddresses, customers, entries, invoiceLines, invoices, mechs, worksheets } from '../src/db/schema/index.js';
import { getInvoice } from '../src/modules/invoices/get-invoice.js';
import type { TestApp } from './test-app.js';

type Caller = { auth: Record<string, string> };
const body = (payload: unknown) => (payload !== undefined ? { payload: payload as object } : {});

/** The invoice routes as a given caller. */
export function invoiceCalls(t: TestApp) {
  const inject = (as: Caller | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: as?.auth, ...body(payload) });
  return {
    list: (as: Caller, query = '') => inject(as, 'GET', `/api/invoices${query}`),
    get: (as: Caller, uuid: string) => inject(as, 'GET', `/api/invoices/${uuid}`),
    create: (as: Caller, payload?: unknown) => inject(as, 'POST', '/api/invoices', payload),
    update: (as: Caller, uuid: string, payload?: unknown) => inject(as, 'PATCH', `/api/invoices/${uuid}`, payload),
    remove: (as: Caller, uuid: string) => inject(as, 'DELETE', `/api/invoices/${uuid}`),
  };
}

export const idOfCustomer = async (t: TestApp, uuid: string) => (await t.db.select({ id: customers.id }).from(customers).where(eq(customers.uuid, uuid)))[0]!.id;
export const idOfMech = async (t: TestApp, uuid: string) => (await t.db.select({ id: mechs.id }).from(mechs).where(eq(mechs.uuid, uuid)))[0]!.id;
export const idOfWorksheet = async (t: TestApp, uuid: string) => (await t.db.select({ id: worksheets.id }).from(worksheets).where(eq(worksheets.uuid, uuid)))[0]!.id;

/** A customer's billing address written straight into the table. */
export async function insertBillingAddress(t: TestApp, accountId: number, customerUuid: string, address: Partial<typeof customerAddresses.$inferInsert> = {}) {
  await t.db.insert(customerAddresses).values({
    accountId,
    customerId: await idOfCustomer(t, customerUuid),
    type: 'BILLING',
    name: 'Domicile',
    streetNumber: '12',
    addressLine1: 'rue des Érables',
    city: 'Québec',
    region: 'QC',
    country: 'CA',
    postcode: 'G1R 1A1',
    ...address,
  });
}

/**
 * A DRAFT written straight into the table (what POST /api/invoices makes), with these entries
 * moved onto it; answers the row.
 */
export async function insertDraft(
  t: TestApp,
  values: { accountId: number; customerId: number; mechId?: number | null; worksheetId?: number | null; mileage?: number | null; currency?: string; entryIds?: number[] },
) {
  const { entryIds = [], currency = 'CAD', ...rest } = values;
  const [row] = await t.db
    .insert(invoices)
    .values({ ...rest, currency })
    .returning();
  if (entryIds.length > 0) {
    await t.db
      .update(entries)
      .set({ invoiceId: row!.id })
      .where(and(eq(entries.accountId, values.accountId), sql`${entries.id} = ANY(${sql.raw(`ARRAY[${entryIds.map(Number).join(',')}]::int[]`)})`));
  }
  return row!;
}

const toCents = (amount: number) => Math.round(amount * 100);

/**
 * Issues a draft the way issuing freezes it, by SQL (the issue route is another module's): its
 * Invoice JSON as a draft becomes the snapshot, its lines the frozen invoice_lines, its totals the
 * frozen sums; then status SENT with this number. Answers the draft JSON it froze.
 */
export async function issueBySql(
  t: TestApp,
  { accountId, uuid, number, issueDate = '2026-11-02' }: { accountId: number; uuid: string; number: number; issueDate?: string },
): Promise<Invoice> {
  const draft = await getInvoice(t.db, { accountId, uuid });
  const [row] = await t.db.select().from(invoices).where(eq(invoices.uuid, uuid));
  await t.db.transaction(async (tx) => {
    for (const [position, line] of draft.lines.entries()) {
      const gross = Math.round(line.quantity * line.unitPrice * 100);
      await tx.insert(invoiceLines).values({
        accountId,
        invoiceId: row!.id,
        entryId: line.entryId,
        position,
        type: line.type,
        name: line.name,
        content: line.content,
        catalogItemId: line.related_item?.id ?? null,
        catalogItemName: line.related_item?.name ?? null,
        quantity: line.quantity.toFixed(2),
        unitPriceCents: toCents(line.unitPrice),
        hourlyRate: line.hourlyRate,
        discount: line.discount.toFixed(2),
        discountCents: gross - toCents(line.amount),
        amountCents: toCents(line.amount),
      });
    }
    const taxCents = draft.totals.taxes.reduce((sum, tax) => sum + toCents(tax.amount), 0);
    await tx
      .update(invoices)
      .set({
        status: 'SENT',
        number,
        invoiceId: documentLabel(row!.kind, number),
        issueDate,
        issuedAt: new Date(`${issueDate}T15:00:00Z`),
        subtotalCents: toCents(draft.totals.subtotal),
        taxCents,
        totalCents: toCents(draft.totals.subtotal) + taxCents,
        snapshot: {
          seller: draft.seller,
          customer: draft.customer,
          mech: draft.mech,
          taxes: draft.totals.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, cents: toCents(tax.amount) })),
          hourlyRateCents: toCents(draft.seller.hourlyRate),
          discountCents: toCents(draft.totals.discount),
          worksheet: draft.worksheet,
        },
      })
      .where(eq(invoices.id, row!.id));
  });
  return draft;
}
