import { describe, expect, it } from 'vitest';
import { serverSentryOptions } from './sentry.js';

describe("the server's Sentry options", () => {
  it('are the release 0.1.0-alpha, sample rates 1, no default PII (shell spec §1, §9)', () => {
    const options = serverSentryOptions('https://k@o1.ingest.sentry.io/2', 'production');
    expect(options).toMatchObject({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      release: '0.1.0-alpha',
      environment: 'production',
      sampleRate: 1,
      tracesSampleRate: 1,
      sendDefaultPii: false,
    });
  });

  it('scrub every event and span before it leaves', () => {
    const options = serverSentryOptions('https://k@o1.ingest.sentry.io/2', 'production');
    const event = options.beforeSend({ request: { url: '/api/x?token=s', headers: { authorization: 'Bearer s' } } });
    expect(JSON.stringify(event)).not.toMatch(/Bearer|token=s/);
    const span = options.beforeSendSpan({ name: 'GET /api/public/bookings/Zx8_kq2mV9pL0aB3cD4eF5gH6', attributes: {} });
    expect(span.name).toBe('GET /api/public/bookings/[Filtered]');
  });
});
