import type { TaxesReport } from '@atelier/contracts/invoices';
import { describe, expect, it } from 'vitest';
import { monthLabel, taxesTable } from './taxesTable';

const figures = (sales: number, tps: number, tvq: number) => ({
  sales,
  taxes: [
    { name: 'TPS', rate: 5, amount: tps },
    { name: 'TVQ', rate: 9.975, amount: tvq },
  ],
  total: sales + tps + tvq,
  invoices: 2,
  creditNotes: 1,
});

describe('taxes report table', () => {
  it('makes one column per tax and rate, in the totals’ order, and fills a month without a tax with 0', () => {
    const report: TaxesReport = {
      from: '2026-10-01',
      to: '2026-11-30',
      currency: 'CAD',
      rows: [
        { period: '2026-10', ...figures(100, 5, 9.98) },
        // A month where the shop charged only the GST (e.g. a rate change or an exempt customer).
        { period: '2026-11', sales: 200, taxes: [{ name: 'TPS', rate: 5, amount: 10 }], total: 210, invoices: 1, creditNotes: 0 },
      ],
      totals: {
        sales: 300,
        taxes: [
          { name: 'TPS', rate: 5, amount: 15 },
          { name: 'TVQ', rate: 9.975, amount: 9.98 },
        ],
        total: 324.98,
        invoices: 3,
        creditNotes: 1,
      },
    };
    const table = taxesTable(report);
    expect(table.columns.map((column) => `${column.name} ${column.rate}`)).toEqual(['TPS 5', 'TVQ 9.975']);
    expect(table.rows.map((row) => [row.period, row.taxes])).toEqual([
      ['2026-10', [5, 9.98]],
      ['2026-11', [10, 0]],
    ]);
    expect(table.totals).toEqual({ period: null, sales: 300, taxes: [15, 9.98], total: 324.98, invoices: 3, creditNotes: 1 });
  });

  it('keeps a tax whose rate changed in two columns, and a tax only a month has', () => {
    const report: TaxesReport = {
      from: '2026-01-01',
      to: '2026-02-28',
      currency: 'EUR',
      rows: [
        { period: '2026-01', sales: 100, taxes: [{ name: 'TVA', rate: 20, amount: 20 }], total: 120, invoices: 1, creditNotes: 0 },
        { period: '2026-02', sales: 100, taxes: [{ name: 'TVA', rate: 10, amount: 10 }], total: 110, invoices: 1, creditNotes: 0 },
      ],
      totals: { sales: 200, taxes: [{ name: 'TVA', rate: 20, amount: 20 }], total: 230, invoices: 2, creditNotes: 0 },
    };
    const table = taxesTable(report);
    expect(table.columns.map((column) => column.rate)).toEqual([20, 10]);
    expect(table.rows[1]!.taxes).toEqual([0, 10]);
    expect(table.totals.taxes).toEqual([20, 0]);
  });

  it('names the month in the interface’s language', () => {
    expect(monthLabel('2026-11', 'fr')).toBe('Novembre 2026');
    expect(monthLabel('2026-01', 'en')).toBe('January 2026');
  });
});
