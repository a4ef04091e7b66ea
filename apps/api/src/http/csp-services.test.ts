import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { appCsp } from './security-headers.js';

/**
 * Issue 17: the web app may reach Sentry's ingest and the PostHog host only when they are
 * configured; unset, connect-src is the app's own origin alone.
 */

function connectSrc(header: unknown): string[] {
  const directive = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src');
  return directive?.slice(1) ?? [];
}

/** A page's policy (a JSON answer carries a subresource's short one): the API documentation's. */
const PAGE = '/api/docs/';

let configured: TestApp;
let bare: TestApp;

beforeAll(async () => {
  configured = await createTestApp({
    sentryDsn: 'https://public@o123.ingest.sentry.io/456',
    posthog: { key: 'phc_test', host: 'https://eu.i.posthog.com' },
  });
  bare = await createTestApp();
});
afterAll(async () => {
  await configured.close();
  await bare.close();
});

describe('connect-src of the optional services', () => {
  it('names the Sentry ingest origin and the PostHog host when they are set', async () => {
    const response = await configured.app.inject({ method: 'GET', url: PAGE });
    expect(connectSrc(response.headers['content-security-policy'])).toEqual(["'self'", 'https://o123.ingest.sentry.io', 'https://eu.i.posthog.com']);
  });

  it("is 'self' only when neither is set", async () => {
    const response = await bare.app.inject({ method: 'GET', url: PAGE });
    expect(connectSrc(response.headers['content-security-policy'])).toEqual(["'self'"]);
  });

  it('takes the origin only (no key, no path) and names a shared origin once', () => {
    const csp = appCsp({ sentryDsn: 'http://key@127.0.0.1:4100/1', posthog: { key: 'k', host: 'http://127.0.0.1:4100/ingest' } });
    expect(csp['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4100']);
    expect(appCsp({ posthog: { key: 'k', host: 'https://us.i.posthog.com' } })['connect-src']).toEqual(["'self'", 'https://us.i.posthog.com']);
  });
});
