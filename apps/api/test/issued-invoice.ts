import { eq, sql } from 'drizzle-orm';
import type { Invoice } from '@atelier/contracts';
import { customers, invoiceLines, invoices } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * An issued invoice or credit note written straight into the database, as issuing freezes one
 * (row inserted as a DRAFT, its frozen lines added, then the row issued with its number, totals
 * and snapshot): the document-side tests (PDF, link, mail) need issued documents without
 * depending on the issue route. `document` gives the printed content (a fixture of
 * invoice-fixtures.ts); the customer is a real one of the shop.
 */
export async function insertIssuedInvoice(
  t: TestApp,
  {
    accountId,
    customerUuid,
    document,
    number,
    creditedInvoiceId,
  }: { accountId: number; customerUuid: string; document: Invoice; number: number; creditedInvoiceId?: number },
): Promise<{ id: number; uuid: string }> {
  const [customer] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.uuid, customerUuid));
  if (!customer) throw new Error(`no customer ${customerUuid}`);
  const kind = document.kind;
  return t.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        accountId,
        kind,
        customerId: customer.id,
        creditedInvoiceId: creditedInvoiceId ?? null,
        language: document.language,
        businessCustomer: document.businessCustomer,
        customerTaxNumber: document.customerTaxNumber,
        mileage: document.mech?.mileage ?? null,
        dueDate: document.dueDate,
        notes: document.notes,
        reason: document.reason,
        currency: document.totals.currency,
      })
      .returning({ id: invoices.id, uuid: invoices.uuid });
    const invoice = row!;
    await tx.insert(invoiceLines).values(
      document.lines.map((line, position) => ({
        accountId,
        invoiceId: invoice.id,
        position,
        type: line.type,
        name: line.name,
        content: line.content,
        quantity: String(line.quantity),
        unitPriceCents: cents(line.unitPrice),
        hourlyRate: line.hourlyRate,
        discount: String(line.discount),
        discountCents: Math.max(0, cents(line.quantity * line.unitPrice) - cents(line.amount)),
        amountCents: cents(line.amount),
      })),
    );
    const taxCents = document.totals.taxes.reduce((sum, tax) => sum + cents(tax.amount), 0);
    await tx
      .update(invoices)
      .set({
        status: 'SENT',
        number,
        invoiceId: kind === 'CREDIT_NOTE' ? `AV-${number}` : String(number),
        issueDate: document.issueDate,
        issuedAt: new Date(document.issuedAt!),
        subtotalCents: cents(document.totals.subtotal),
        taxCents,
        totalCents: cents(document.totals.subtotal) + taxCents,
        snapshot: {
          seller: document.seller,
          customer: { ...document.customer, uuid: customerUuid },
          mech: document.mech,
          taxes: document.totals.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, cents: cents(tax.amount) })),
          hourlyRateCents: cents(document.seller.hourlyRate),
          discountCents: cents(document.totals.discount),
          worksheet: null,
        },
        updatedAt: sql`now()`,
      })
      .where(eq(invoices.id, invoice.id));
    return invoice;
  });
}
