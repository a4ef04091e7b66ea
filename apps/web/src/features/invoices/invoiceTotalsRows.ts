import type { Invoice } from '@atelier/contracts';
import { moneyFormatter } from '../../shared/format/money';

export interface InvoiceTotalsRow {
  key: string;
  /** A translation key, or the tax's own name (`tax` true). */
  label: string;
  tax?: boolean;
  /** The tax rate as the language writes it ('9,975 %'). */
  rate?: string;
  amount: string;
  strong?: boolean;
}

/** A tax rate in percent as the language writes it: '5 %', '9,975 %' (fr), '9.975%' (en). */
export function formatRate(locale: string, rate: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(rate / 100);
}

/**
 * The document's totals as printed (issue 14): the lines before discount and the discount when
 * there is one, the subtotal, each tax with its rate, the total; for an invoice, what credit notes
 * and payments took off it, then the balance.
 */
export function invoiceTotalsRows(invoice: Pick<Invoice, 'kind' | 'totals'>, locale: string): InvoiceTotalsRow[] {
  const { totals } = invoice;
  const money = moneyFormatter(locale, totals.currency);
  const rows: InvoiceTotalsRow[] = [];
  if (totals.discount > 0) {
    rows.push({ key: 'gross', label: 'invoices.totals.gross', amount: money(round2(totals.subtotal + totals.discount)) });
    rows.push({ key: 'discount', label: 'invoices.totals.discount', amount: money(-totals.discount) });
  }
  rows.push({ key: 'subtotal', label: 'invoices.totals.subtotal', amount: money(totals.subtotal), strong: true });
  totals.taxes.forEach((tax, index) => rows.push({ key: `tax-${index}`, label: tax.name, tax: true, rate: formatRate(locale, tax.rate), amount: money(tax.amount) }));
  rows.push({ key: 'total', label: 'invoices.totals.total', amount: money(totals.total), strong: true });
  if (invoice.kind === 'INVOICE') {
    if (totals.credited !== 0) rows.push({ key: 'credited', label: 'invoices.totals.credited', amount: money(-totals.credited) });
    if (totals.paid !== 0) rows.push({ key: 'paid', label: 'invoices.totals.paid', amount: money(-totals.paid) });
  }
  return rows;
}

/** Cents kept exact when two amounts of two decimals are added (0.1 + 0.2). */
const round2 = (value: number) => Math.round(value * 100) / 100;
