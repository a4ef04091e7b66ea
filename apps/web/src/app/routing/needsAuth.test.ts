import { describe, expect, it } from 'vitest';
import { needsAuth } from './needsAuth';

describe('needsAuth', () => {
  it('protects the application pages', () => {
    for (const path of ['/', '/settings', '/settings/account/preferences', '/customers/abc', '/404', '/unknown']) {
      expect(needsAuth(path), path).toBe(true);
    }
  });

  it('skips paths containing /print, /view, /verify-email, /signup, /signin or /lost-password', () => {
    for (const path of [
      '/signin',
      '/signup',
      '/verify-email',
      '/lost-password',
      '/worksheets/print/1a2b',
      '/invoices/print',
      '/invoices/9f/view',
    ]) {
      expect(needsAuth(path), path).toBe(false);
    }
  });
});
