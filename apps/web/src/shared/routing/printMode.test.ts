import { describe, expect, it } from 'vitest';
import { isPrintAddress, isPrintLocation } from './printMode';

describe('print mode (shell spec §1)', () => {
  it('is on for a /print path and for print=true, off otherwise', () => {
    expect(isPrintLocation('/worksheets/print/abc', '')).toBe(true);
    expect(isPrintLocation('/invoices/print/abc', '')).toBe(true);
    expect(isPrintLocation('/customers', '?print=true')).toBe(true);
    expect(isPrintLocation('/customers', '?page=2&print=true')).toBe(true);
    expect(isPrintLocation('/customers', '?print=false')).toBe(false);
    expect(isPrintLocation('/customers', '?print=1')).toBe(false);
    expect(isPrintLocation('/reports', '')).toBe(false);
  });

  it('reads the hash route and the query before the hash from the browser address', () => {
    expect(isPrintAddress({ hash: '#/customers?print=true', search: '' })).toBe(true);
    expect(isPrintAddress({ hash: '#/worksheets/print/abc', search: '' })).toBe(true);
    expect(isPrintAddress({ hash: '#/customers', search: '?print=true' })).toBe(true);
    expect(isPrintAddress({ hash: '#/customers', search: '' })).toBe(false);
    expect(isPrintAddress({ hash: '', search: '' })).toBe(false);
  });
});
