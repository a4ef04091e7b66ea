import {
  EMPTY_LEGAL_IDENTITY,
  mechDisplayName,
  type Invoice,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceSeller,
  type InvoiceTotals,
  type AccountPreferences,
} from '@atelier/contracts';
import { centsToNumber, documentTotals, lineAmounts, numberToCents, toScaled } from '../../shared/money.js';
import type { CreditNoteRow, DraftLineRow, InvoiceHeader, IssuedLineRow, PaymentRow, SendRow } from './queries.js';

const cents = (text: string | null | undefined): bigint => BigInt(text ?? '0');
/** numeric text '1.50' → 1.5 (two decimals at most: exact in a double). */
const decimal = (text: string): number => Number(text);

/** What a vehicle is called on the document, as the work order shows it ('2019 Honda Civic'). */
const UNKNOWN_VEHICLE = { fr: 'INCONNU', en: 'UNKNOWN' } as const;

/** The work order's printed label: the shop's prefix and its number ('BT-1042'). */
export const worksheetLabel = (prefix: string, worksheetId: number) => `${prefix}-${worksheetId}`;

/** A draft's seller block: the shop as it is now (issue freezes it in the snapshot). */
export function liveSeller(header: InvoiceHeader, preferences: AccountPreferences): InvoiceSeller {
  const legal = { ...EMPTY_LEGAL_IDENTITY, ...(header.legal ?? {}) };
  const address = header.brand?.address ?? null;
  return {
    name: legal.legalName ?? address?.name ?? '',
    address,
    email: header.brand?.email ?? null,
    phone: header.brand?.mobile ?? null,
    logo: header.brand?.logo ?? null,
    legal,
    hourlyRate: preferences.hourlyRates.valuePerUnit,
  };
}

export function liveBuyer(header: InvoiceHeader): Invoice['customer'] {
  const { uuid, fullname, email, mobile, address } = header.customer;
  return { uuid, fullname, email, mobile, address: address ?? null };
}

export function liveVehicle(header: InvoiceHeader): Invoice['mech'] {
  const mech = header.mech;
  if (!mech) return null;
  return {
    uuid: mech.uuid,
    description: mechDisplayName(
      {
        modelYear: mech.modelYear,
        make: mech.make ?? undefined,
        model: mech.model ? { name: mech.model.name, make: mech.model.make ?? undefined } : null,
        type: mech.type ?? undefined,
      },
      UNKNOWN_VEHICLE[header.language],
    ),
    license: mech.license,
    serialNumber: mech.serialNumber,
    mileage: header.mileage,
    unit: mech.unit,
  };
}

/**
 * A draft's lines priced now: a SERVICE without its own price is at the shop's hourly rate
 * (hourlyRate: true), a PRODUCT without one is 0; each line's discount per lineAmounts.
 */
export function pricedDraftLines(rows: DraftLineRow[], hourlyRateCents: bigint) {
  return rows.map((row) => {
    const hourlyRate = row.price === null && row.type === 'SERVICE';
    const unitPriceCents = row.price === null ? (hourlyRate ? hourlyRateCents : 0n) : toScaled(row.price, 2);
    const amounts = lineAmounts({ quantityHundredths: toScaled(row.quantity, 2), unitPriceCents, discountHundredths: toScaled(row.discount, 2) });
    const line: InvoiceLine = {
      id: row.id,
      entryId: row.id,
      type: row.type,
      name: row.name,
      content: row.content,
      quantity: decimal(row.quantity),
      unitPrice: centsToNumber(unitPriceCents),
      hourlyRate,
      discount: decimal(row.discount),
      amount: centsToNumber(amounts.amountCents),
      related_item: row.related_item,
      creditedLineId: null,
      creditedQuantity: 0,
    };
    return { line, unitPriceCents, ...amounts };
  });
}

export function presentIssuedLine(row: IssuedLineRow): InvoiceLine {
  return {
    id: row.id,
    entryId: row.entry_id,
    type: row.type,
    name: row.name,
    content: row.content,
    quantity: decimal(row.quantity),
    unitPrice: centsToNumber(cents(row.unit_price_cents)),
    hourlyRate: row.hourly_rate,
    discount: decimal(row.discount),
    amount: centsToNumber(cents(row.amount_cents)),
    related_item: row.catalog_item_id === null ? null : { id: row.catalog_item_id, name: row.catalog_item_name ?? '' },
    creditedLineId: row.credited_line_id,
    creditedQuantity: decimal(row.credited_quantity),
  };
}

/** A draft's totals, computed now with the shop's first tax group (as worksheet totals). */
export function draftTotals(
  priced: ReturnType<typeof pricedDraftLines>,
  taxes: { name: string; rate: string }[],
  currency: string,
): { totals: InvoiceTotals; cents: ReturnType<typeof documentTotals<{ name: string; rate: string }>> & { discountCents: bigint } } {
  const computed = documentTotals(
    priced.map((line) => line.amountCents),
    taxes,
  );
  const discountCents = priced.reduce((sum, line) => sum + line.discountCents, 0n);
  const total = centsToNumber(computed.totalCents);
  return {
    totals: {
      subtotal: centsToNumber(computed.subtotalCents),
      discount: centsToNumber(discountCents),
      taxes: computed.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, amount: centsToNumber(tax.cents) })),
      total,
      paid: 0,
      credited: 0,
      balance: total,
      currency,
    },
    cents: { ...computed, discountCents },
  };
}

/** An issued document's frozen totals; the balance (invoices only) is total − credited − paid. */
export function issuedTotals(header: InvoiceHeader): InvoiceTotals {
  const snapshot = header.snapshot!;
  const totalCents = cents(header.total_cents);
  const isInvoice = header.kind === 'INVOICE';
  const paidCents = isInvoice ? cents(header.paid_cents) : 0n;
  const creditedCents = isInvoice ? cents(header.credited_cents) : 0n;
  return {
    subtotal: centsToNumber(cents(header.subtotal_cents)),
    discount: centsToNumber(BigInt(snapshot.discountCents ?? 0)),
    taxes: snapshot.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, amount: centsToNumber(BigInt(tax.cents)) })),
    total: centsToNumber(totalCents),
    paid: centsToNumber(paidCents),
    credited: centsToNumber(creditedCents),
    // A credit note owes nothing: it counts against its invoice's balance.
    balance: isInvoice ? centsToNumber(totalCents - creditedCents - paidCents) : 0,
    currency: header.currency,
  };
}

export function presentPayment(row: PaymentRow): InvoicePayment {
  return {
    uuid: row.uuid,
    amount: centsToNumber(cents(row.amount_cents)),
    paidOn: row.paid_on,
    method: row.method,
    reference: row.reference,
    createdAt: row.created_at,
    createdBy: row.created_by === null ? null : { fullname: row.created_by },
  };
}

export const presentCreditNote = (row: CreditNoteRow): Invoice['creditNotes'][number] => ({
  uuid: row.uuid,
  invoiceId: row.invoice_id,
  total: centsToNumber(cents(row.total_cents)),
  issueDate: row.issue_date,
  status: row.status,
});

export const presentSend = (row: SendRow): Invoice['sends'][number] => ({ to: row.to_email, status: row.status, queuedAt: row.queued_at, sentAt: row.sent_at });

export const hourlyRateCentsOf = (preferences: AccountPreferences) => numberToCents(preferences.hourlyRates.valuePerUnit);
