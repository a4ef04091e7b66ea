import { describe, expect, it } from 'vitest';
import { balanceState } from './balanceState';
import { QC_CREDIT_NOTE, QC_INVOICE } from './testing/fixtures';

describe('balanceState', () => {
  it('a balance left is due; none left is paid', () => {
    expect(balanceState(QC_INVOICE)).toBe('due');
    expect(balanceState({ ...QC_INVOICE, status: 'PAID', totals: { ...QC_INVOICE.totals, paid: QC_INVOICE.totals.total, balance: 0 } })).toBe('paid');
  });

  it('a fully credited invoice is cancelled, not paid, though its balance is 0', () => {
    expect(balanceState({ ...QC_INVOICE, status: 'CANCELED', totals: { ...QC_INVOICE.totals, paid: 0, credited: QC_INVOICE.totals.total, balance: 0 } })).toBe(
      'canceled',
    );
  });

  it('a credit note shows no balance', () => {
    expect(balanceState(QC_CREDIT_NOTE)).toBe('none');
  });
});
