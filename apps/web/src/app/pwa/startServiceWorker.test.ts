import { describe, expect, it } from 'vitest';
import { shouldRegisterServiceWorker } from './startServiceWorker';

describe('who registers the service worker', () => {
  it('the app in a production build, print pages included', () => {
    for (const hash of ['', '#/', '#/worksheets/abc', '#/invoices/abc', '#/invoices/print/abc', '#/customers?print=true']) {
      expect(shouldRegisterServiceWorker(true, { hash }, true)).toBe(true);
    }
  });

  it("never the customer's page of an invoice, the dev server, nor a browser without workers", () => {
    expect(shouldRegisterServiceWorker(true, { hash: '#/invoices/0b6f0b7e-1b5e-4f57-9b1a-0f3c1d2e4a5b/view?t=abc' }, true)).toBe(false);
    expect(shouldRegisterServiceWorker(true, { hash: '#/invoices/abc/view' }, true)).toBe(false);
    expect(shouldRegisterServiceWorker(false, { hash: '#/' }, true)).toBe(false);
    expect(shouldRegisterServiceWorker(true, { hash: '#/' }, false)).toBe(false);
  });
});
