import { describe, expect, it } from 'vitest';
import { worksheetBillingState } from './worksheetBillingState';

const uuid = '3f2b8a9e-1c4d-4e5f-8a7b-9c0d1e2f3a4b';
const status = (group: 'TODO' | 'IN_PROGRESS' | 'DONE') => ({ group });

describe('worksheetBillingState', () => {
  it('says READY for a done work order without an invoice (null or not sent by an older server)', () => {
    expect(worksheetBillingState({ status: status('DONE'), invoice: null })).toEqual({ kind: 'READY' });
    expect(worksheetBillingState({ status: status('DONE') })).toEqual({ kind: 'READY' });
  });

  it('says nothing for a work order not done and not invoiced', () => {
    expect(worksheetBillingState({ status: status('TODO'), invoice: null })).toEqual({ kind: 'NONE' });
    expect(worksheetBillingState({ status: status('IN_PROGRESS') })).toEqual({ kind: 'NONE' });
  });

  it('says DRAFT while its invoice is a draft, whatever its status', () => {
    const invoice = { uuid, invoiceId: null, status: 'DRAFT' as const };
    expect(worksheetBillingState({ status: status('DONE'), invoice })).toEqual({ kind: 'DRAFT', invoice });
    expect(worksheetBillingState({ status: status('IN_PROGRESS'), invoice })).toEqual({ kind: 'DRAFT', invoice });
  });

  it('shows the issued invoice (sent, paid or canceled), even on a work order moved back from done', () => {
    for (const invoiceStatus of ['SENT', 'PAID', 'CANCELED'] as const) {
      const invoice = { uuid, invoiceId: '1042', status: invoiceStatus };
      expect(worksheetBillingState({ status: status('DONE'), invoice })).toEqual({ kind: 'INVOICED', invoice });
      expect(worksheetBillingState({ status: status('TODO'), invoice })).toEqual({ kind: 'INVOICED', invoice });
    }
  });
});
