import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { APP_RELEASE } from '@atelier/contracts';
import { buildApp } from '../../app.js';
import { createDb, createPool } from '../../db/client.js';
import { createMailer } from '../../mail/mailer.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers the release version without authentication', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { version: APP_RELEASE, supportEmail: 'support@atelier.test' } });
  });

  it('names the chat link, PostHog and Sentry only when they are configured (issue 17)', async () => {
    const log = pino({ level: 'silent' });
    const config = {
      ...t.config,
      chatUrl: 'https://chat.example.org/a',
      posthog: { key: 'phc_k', host: 'https://eu.i.posthog.com' },
      sentryDsn: 'https://pub@o1.ingest.sentry.io/2',
    };
    const mailer = createMailer({ from: t.config.mailFrom, outboxDir: '/nonexistent', log, smtpUrl: t.config.smtpUrl });
    const configured = await buildApp({ db: t.db, config, mailer }, { logger: log, webDist: '/nonexistent' });
    try {
      const response = await configured.inject({ method: 'GET', url: '/api/health' });
      expect(response.json()).toEqual({
        data: {
          version: APP_RELEASE,
          supportEmail: 'support@atelier.test',
          chatUrl: 'https://chat.example.org/a',
          analytics: { key: 'phc_k', host: 'https://eu.i.posthog.com' },
          errorReporting: { dsn: 'https://pub@o1.ingest.sentry.io/2' },
        },
      });
    } finally {
      await configured.close();
    }
  });
});

describe('GET /api/readiness', () => {
  it('answers { data: { database: "ok", databaseServer } } when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/readiness' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { database: 'ok', databaseServer: 'embedded' } });
  });

  it('answers 503 ERR_SERVICE_UNAVAILABLE naming the database server, with no connection details, when the database is unreachable', async () => {
    // Port 1 on loopback refuses connections at once.
    const databaseUrl = 'postgres://atelier:secret-pw@127.0.0.1:1/atelier';
    const pool = createPool(databaseUrl, 1);
    const log = pino({ level: 'silent' });
    const mailer = createMailer({ from: t.config.mailFrom, outboxDir: '/nonexistent', log, smtpUrl: t.config.smtpUrl });
    const down = await buildApp({ db: createDb(pool), config: { ...t.config, databaseUrl }, mailer }, { logger: log, webDist: '/nonexistent' });
    try {
      const response = await down.inject({ method: 'GET', url: '/api/readiness' });
      expectApiError(response, 503, 'ERR_SERVICE_UNAVAILABLE', [{ field: 'externalDatabase', message: 'ERR_SERVICE_UNAVAILABLE' }]);
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|secret-pw|atelier:/);
    } finally {
      await down.close();
      await pool.end();
    }
  });
});
