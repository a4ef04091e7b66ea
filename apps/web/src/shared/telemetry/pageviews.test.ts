import { describe, expect, it } from 'vitest';
import { shouldCapturePageview } from './pageviews';

const at = (hash: string, search = '') => ({ hash, search });

describe('shouldCapturePageview (shell spec §1: identified only, never on print pages)', () => {
  it('counts a page of a signed-in user', () => {
    expect(shouldCapturePageview(true, at('#/customers'))).toBe(true);
    expect(shouldCapturePageview(true, at('#/worksheets/5?tab=lines'))).toBe(true);
  });

  it('never counts a signed-out visitor', () => {
    expect(shouldCapturePageview(false, at('#/signin'))).toBe(false);
    expect(shouldCapturePageview(false, at('#/customers'))).toBe(false);
  });

  it('never counts a print page: a /print path, ?print=true after the hash or before it', () => {
    expect(shouldCapturePageview(true, at('#/worksheets/print/5f0c6a1e-4a8e-4a47-9d5e-2b1f3c4d5e6f'))).toBe(false);
    expect(shouldCapturePageview(true, at('#/invoices/print/1'))).toBe(false);
    expect(shouldCapturePageview(true, at('#/customers?print=true'))).toBe(false);
    expect(shouldCapturePageview(true, at('#/customers', '?print=true'))).toBe(false);
    expect(shouldCapturePageview(true, at('#/customers?print=false'))).toBe(true);
  });
});
