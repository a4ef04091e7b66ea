import { createServer } from 'node:net';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createDb, createPool } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { ClusterInUseError } from './db/embedded-lock.js';
import { runMigrations } from './db/migrate.js';
import { backgroundJobs } from './jobs/jobs.js';
import { lateJobSender } from './jobs/job-sender.js';
import { startJobs, type JobRunner } from './jobs/runner.js';
import { createMailer } from './mail/mailer.js';
import { backfillAccountDefaults } from './modules/account-defaults/backfill-account-defaults.js';
import { loadSystemMakes } from './modules/makes/load-system-makes.js';
import { startServerErrorReporting, type ServerErrorReporting } from './observability/sentry.js';
import { importLocalUploads } from './storage/import-local-uploads.js';
import { announceServer } from './server-file.js';

const started = performance.now();

/** Boot: config → database (embedded or DATABASE_URL) → migrate → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  // Error reporting only when SENTRY_DSN is set: otherwise @sentry/node is never loaded (issue 17).
  let errorReporting: ServerErrorReporting | undefined;
  if (config.sentryDsn) {
    try {
      errorReporting = await startServerErrorReporting(config.sentryDsn, process.env.NODE_ENV || 'production');
      log.info('error reporting on (SENTRY_DSN)');
    } catch (error) {
      log.warn({ err: { message: reason(error) } }, 'error reporting could not start: the server runs without it');
    }
  }
  // A busy port is told before the database starts, in one line.
  await assertPortFree(config.host, config.port);
  let embedded: EmbeddedDatabase | undefined;
  let connectionString = config.databaseUrl;
  if (!connectionString) {
    log.info('starting the embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dir: join(config.dataDir, 'pg'),
      persistent: true,
      onLog: (line) => log.debug({ pg: line }),
      onEvent: (level, message) => log[level](message),
    });
    connectionString = embedded.connectionString();
  }
  // A lost connection is logged, never fatal: requests answer 503 until the database is back.
  const pool = createPool(connectionString, undefined, (error) => log.warn({ err: { message: error.message } }, 'database connection lost'));
  const db = createDb(pool);
  try {
    await runMigrations(db);
  } catch (error) {
    await embedded?.stop();
    throw new StartupError(`cannot reach or migrate the database (${describeDb(config)}): ${reason(error)}`);
  }
  try {
    // Once per database (the first boot): the NHTSA vPIC makes and models as SYSTEM rows.
    const loaded = await loadSystemMakes(db, config.dataDir);
    if (loaded) log.info(loaded, 'loaded the NHTSA makes and models');
    const completed = await backfillAccountDefaults(db);
    if (completed) log.info({ accounts: completed }, 'gave older accounts the defaults they lacked');
    // Uploads of older installs ($DATA_DIR/uploads) move into PostgreSQL, once.
    const uploads = await importLocalUploads(db, join(config.dataDir, 'uploads'));
    if (uploads) log.info(uploads, 'imported the uploaded files of $DATA_DIR/uploads into PostgreSQL');
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    throw new StartupError(`cannot load the NHTSA makes and models, complete account defaults or import $DATA_DIR/uploads: ${reason(error)}`);
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'mail'), log });
  // Routes queue jobs through this sender, bound to the runner below (before the server listens).
  const jobQueue = lateJobSender();
  const app = await buildApp({ db, config, mailer, jobs: jobQueue }, { logger: log, webDist: config.webDist });
  // Background jobs (pg-boss, schema pgboss): the nightly backup of the embedded database, …
  let jobs: JobRunner;
  try {
    jobs = await startJobs({ connectionString, log, jobs: backgroundJobs({ config, pool, mailer, embedded: Boolean(embedded) }) });
    jobQueue.bind(jobs);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    throw new StartupError(`cannot start the background jobs: ${reason(error)}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    await jobs.stop().catch(() => undefined);
    await app.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    await errorReporting?.flush(2000);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await jobs.stop().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') throw new StartupError(`port ${config.port} on ${config.host} is already in use: stop the other program or set PORT`);
    if (code === 'EADDRNOTAVAIL') throw new StartupError(`cannot listen on ${config.host}: set HOST to an address of this machine`);
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  announceServer(config, app.server.address());
  log.info({ url: config.publicUrl, seconds }, 'ready');
  console.log(`\n  Atelier is ready at ${config.publicUrl}  (started in ${seconds} s)\n`);
}

class StartupError extends Error {}

function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(`port ${port} on ${host} is already in use: stop the other program or set PORT`)
          : new StartupError(`cannot listen on ${host}:${port} (${error.code}): set HOST and PORT`),
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

function describeDb(config: Config): string {
  if (!config.databaseUrl) return 'embedded PostgreSQL';
  try {
    const url = new URL(config.databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function reason(error: unknown): string {
  const e = error as { code?: string; message?: string; cause?: { message?: string } };
  return e.cause?.message ?? e.message ?? e.code ?? String(error);
}

main().catch((error: unknown) => {
  // One clear line, not a stack trace (issue 2).
  const message =
    error instanceof StartupError || error instanceof ConfigError || error instanceof ClusterInUseError ? error.message : `startup failed: ${reason(error)}`;
  console.error(`Atelier could not start: ${message}`);
  process.exit(1);
});
