import { describe, expect, it } from 'vitest';
import { signedAmount } from './invoiceAmounts';
import { invoiceTitle } from './invoiceTitle';

describe('signedAmount', () => {
  it('shows a credit note negative and an invoice as is', () => {
    expect(signedAmount('CREDIT_NOTE', 114.98)).toBe(-114.98);
    expect(signedAmount('INVOICE', 114.98)).toBe(114.98);
  });

  it('never makes a negative zero (no "-0,00 $")', () => {
    expect(Object.is(signedAmount('CREDIT_NOTE', 0), 0)).toBe(true);
  });
});

describe('invoiceTitle', () => {
  it('names a draft, an invoice and a credit note', () => {
    expect(invoiceTitle({ kind: 'INVOICE', invoiceId: null })).toEqual({ key: 'invoices.page.draftTitle', values: {} });
    expect(invoiceTitle({ kind: 'INVOICE', invoiceId: '1042' })).toEqual({ key: 'invoices.page.title', values: { number: '1042' } });
    expect(invoiceTitle({ kind: 'CREDIT_NOTE', invoiceId: 'AV-7' })).toEqual({ key: 'invoices.page.creditNoteTitle', values: { number: 'AV-7' } });
  });
});
