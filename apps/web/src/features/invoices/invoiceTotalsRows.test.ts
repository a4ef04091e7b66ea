import type { InvoiceTotals } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { invoiceTotalsRows } from './invoiceTotalsRows';

const totals = (over: Partial<InvoiceTotals> = {}): InvoiceTotals => ({
  subtotal: 100,
  discount: 0,
  taxes: [
    { name: 'TPS', rate: 5, amount: 5 },
    { name: 'TVQ', rate: 9.975, amount: 9.98 },
  ],
  total: 114.98,
  paid: 0,
  credited: 0,
  balance: 114.98,
  currency: 'CAD',
  ...over,
});
const text = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('invoiceTotalsRows', () => {
  it('shows the subtotal, each tax with its rate, and the total', () => {
    const rows = invoiceTotalsRows({ kind: 'INVOICE', totals: totals() }, 'fr-CA');
    expect(rows.map((r) => r.key)).toEqual(['subtotal', 'tax-0', 'tax-1', 'total']);
    expect(text(rows[2]!.rate!)).toBe('9,975 %');
    expect(text(rows[3]!.amount)).toBe('114,98 $');
  });

  it('shows the amount before discount and the discount when there is one', () => {
    const rows = invoiceTotalsRows({ kind: 'INVOICE', totals: totals({ subtotal: 90.1, discount: 10.2 }) }, 'en-CA');
    expect(rows.slice(0, 3).map((r) => [r.key, r.amount])).toEqual([
      ['gross', '$100.30'],
      ['discount', '-$10.20'],
      ['subtotal', '$90.10'],
    ]);
  });

  it('takes credit notes and payments off an invoice, not off a credit note', () => {
    const issued = totals({ paid: 50, credited: 14.98, balance: 50 });
    expect(invoiceTotalsRows({ kind: 'INVOICE', totals: issued }, 'en-CA').slice(-2)).toEqual([
      { key: 'credited', label: 'invoices.totals.credited', amount: '-$14.98' },
      { key: 'paid', label: 'invoices.totals.paid', amount: '-$50.00' },
    ]);
    expect(invoiceTotalsRows({ kind: 'CREDIT_NOTE', totals: issued }, 'en-CA').at(-1)?.key).toBe('total');
  });
});
