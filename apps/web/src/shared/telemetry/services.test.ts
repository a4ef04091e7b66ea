import { describe, expect, it } from 'vitest';
import { telemetryServicesFrom } from './services';

describe('telemetryServicesFrom (what /api/health turns on)', () => {
  it('turns nothing on when the server names no service, or answers nothing usable', () => {
    expect(telemetryServicesFrom({ version: '0.1.0-alpha', supportEmail: 'a@b.c' })).toEqual({});
    expect(telemetryServicesFrom(undefined)).toEqual({});
    expect(telemetryServicesFrom('oops')).toEqual({});
  });

  it('turns on error reporting with its DSN', () => {
    expect(telemetryServicesFrom({ errorReporting: { dsn: 'https://k@o1.ingest.sentry.io/2' } })).toEqual({ errorReporting: { dsn: 'https://k@o1.ingest.sentry.io/2' } });
  });

  it('turns on analytics with its key and host', () => {
    expect(telemetryServicesFrom({ analytics: { key: 'phc_1', host: 'https://eu.i.posthog.com' } })).toEqual({
      analytics: { key: 'phc_1', host: 'https://eu.i.posthog.com' },
    });
  });

  it('ignores a service whose address is not http(s) or whose key is empty', () => {
    expect(telemetryServicesFrom({ errorReporting: { dsn: 'javascript:alert(1)' }, analytics: { key: '', host: 'https://eu.i.posthog.com' } })).toEqual({});
    expect(telemetryServicesFrom({ analytics: { key: 'phc_1', host: 'ftp://x' } })).toEqual({});
  });
});
