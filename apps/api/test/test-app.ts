import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { createDb, createPool, type Db } from '../src/db/client.js';
import type { App } from '../src/http/types.js';
import type { JobSender } from '../src/jobs/job-sender.js';
import { createMailer } from '../src/mail/mailer.js';
import { TEMPLATE_DB } from './global-setup.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import pino from 'pino';

export type TestApp = { app: App; db: Db; mail: SmtpCapture; config: Config; databaseUrl: string; close: () => Promise<void> };

export type TestAppOptions = {
  /** Routes only a test needs (e.g. one that throws), registered before the app is ready. */
  extraRoutes?: (app: App) => void;
  /** Where routes queue background jobs; by default nowhere (API tests do not run the job runner). */
  jobs?: JobSender;
};

/** A fresh database copied from the migrated template, the app on it, and a real SMTP capture. */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return appOn(url.toString(), overrides, options);
}

/**
 * A second server instance on the database of `t` (its own pool, data directory and SMTP
 * capture, the same JWT secret as instances behind one load balancer share): two instances
 * on one PostgreSQL must behave as one.
 */
export function anotherInstance(t: TestApp, overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  return appOn(t.databaseUrl, { jwtSecret: t.config.jwtSecret, ...overrides }, options);
}

async function appOn(databaseUrl: string, overrides: Partial<Config>, options: TestAppOptions): Promise<TestApp> {
  const pool = createPool(databaseUrl);
  const db = createDb(pool);
  const mail = await startSmtpCapture();
  // Uploads are written under the data directory: a temporary one per test file.
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-test-data-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    publicUrl: 'http://atelier.test',
    smtpUrl: mail.url,
    mailFrom: 'Atelier <no-reply@atelier.test>',
    jwtSecret: 'test-secret-test-secret-test-secret-000',
    supportEmail: 'support@atelier.test',
    logLevel: 'silent',
    signupLimitPerHour: 20,
    // A small proof-of-work: tests solve the booking challenge in a few milliseconds.
    bookingPowMaxNumber: 1000,
    billing: { mode: 'self-hosted', email: 'billing@atelier.test' },
    ...overrides,
  };
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: '/nonexistent', log });
  const jobs = options.jobs ?? { send: async () => null };
  const app = await buildApp({ db, config, mailer, jobs }, { logger: log, webDist: '/nonexistent' });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db,
    mail,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await mail.close();
      await pool.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
