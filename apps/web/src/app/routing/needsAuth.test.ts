import { describe, expect, it } from 'vitest';
import { needsAuth } from './needsAuth';

describe('needsAuth', () => {
  it('protects the application pages', () => {
    for (const path of ['/', '/settings', '/settings/account/preferences', '/customers/abc', '/404', '/unknown']) {
      expect(needsAuth(path), path).toBe(true);
    }
  });

  it('protects the print views: a signed-out reader signs in and comes back (issue 10: it went to /404)', () => {
    for (const path of ['/worksheets/print/1a2b', '/worksheets/print', '/invoices/print']) expect(needsAuth(path), path).toBe(true);
  });

  it('skips paths containing /view, /verify-email, /signup, /signin or /lost-password', () => {
    for (const path of ['/signin', '/signup', '/verify-email', '/lost-password', '/invoices/9f/view']) {
      expect(needsAuth(path), path).toBe(false);
    }
  });
});
