import type { WorksheetTotals } from '@atelier/contracts';
import { moneyFormatter } from '../../shared/format/money';

export interface TotalsRow {
  key: string;
  /** A translation key, or the tax's own name. */
  label: string;
  /** The tax rate, shown beside its name ('9,975 %'). */
  rate?: string;
  amount: string;
  strong?: boolean;
}

/** A tax rate in percent as the language writes it: '5 %', '9,975 %' (fr), '9.975%' (en). */
export function formatRate(locale: string, rate: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(rate / 100);
}

/** The totals card's rows (workshop §5): services, parts, subtotal, each tax with its rate, total. */
export function totalsRows(totals: WorksheetTotals, locale: string): TotalsRow[] {
  const money = moneyFormatter(locale, totals.currency);
  return [
    { key: 'services', label: 'worksheets.totals.services', amount: money(totals.services) },
    { key: 'parts', label: 'worksheets.totals.parts', amount: money(totals.parts) },
    { key: 'subtotal', label: 'worksheets.totals.subtotal', amount: money(totals.subtotal), strong: true },
    ...totals.taxes.map((tax) => ({ key: `tax-${tax.id}`, label: tax.name, rate: formatRate(locale, tax.rate), amount: money(tax.amount) })),
    { key: 'total', label: 'worksheets.totals.total', amount: money(totals.total), strong: true },
  ];
}
