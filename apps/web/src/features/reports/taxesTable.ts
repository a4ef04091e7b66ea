import type { TaxesReport } from '@atelier/contracts/invoices';

/** A tax column: one tax at one rate (a rate that changed within the period gets its own column). */
export interface TaxColumn {
  key: string;
  name: string;
  rate: number;
}

export interface TaxesTableRow {
  /** 'YYYY-MM', or null for the totals. */
  period: string | null;
  sales: number;
  /** Aligned on the columns: 0 where the month has none of that tax. */
  taxes: number[];
  total: number;
  invoices: number;
  creditNotes: number;
}

const keyOf = (tax: { name: string; rate: number }) => `${tax.name}\u0000${tax.rate}`;

/**
 * The report as a table: one column per tax (name and rate) in the order the totals give them
 * (then any a month alone has), one row per month, the totals row last.
 */
export function taxesTable(report: TaxesReport): { columns: TaxColumn[]; rows: TaxesTableRow[]; totals: TaxesTableRow } {
  const columns: TaxColumn[] = [];
  const seen = new Set<string>();
  for (const tax of [...report.totals.taxes, ...report.rows.flatMap((row) => row.taxes)]) {
    const key = keyOf(tax);
    if (seen.has(key)) continue;
    seen.add(key);
    columns.push({ key, name: tax.name, rate: tax.rate });
  }
  const row = (source: TaxesReport['totals'], period: string | null): TaxesTableRow => {
    const amounts = new Map<string, number>();
    for (const tax of source.taxes) amounts.set(keyOf(tax), (amounts.get(keyOf(tax)) ?? 0) + tax.amount);
    return {
      period,
      sales: source.sales,
      taxes: columns.map((column) => amounts.get(column.key) ?? 0),
      total: source.total,
      invoices: source.invoices,
      creditNotes: source.creditNotes,
    };
  };
  return { columns, rows: report.rows.map((month) => row(month, month.period)), totals: row(report.totals, null) };
}

/** 'YYYY-MM' as the month's name and year in the interface's language ('Novembre 2026', 'November 2026'). */
export function monthLabel(period: string, language: string | undefined): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-CA' : 'fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
