import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { reportServerError } from '../observability/reporter.js';

/**
 * Background jobs (guide §1: one PostgreSQL-backed runner for every job). pg-boss keeps its
 * queues in the schema `pgboss` of the application database (created and migrated by pg-boss
 * itself at start), so jobs survive restarts and several server instances share the work: each
 * job is handed to one instance (SELECT … FOR UPDATE SKIP LOCKED), and a cron schedule sends one
 * job per tick whichever instances run.
 *
 * Adding a job: write a JobDefinition (name, work, and `cron` for a recurring one) beside the
 * use case it runs, and list it in jobs.ts. Code sends one-off jobs with `runner.send(name, data)`.
 * main.ts starts the runner after the server listens and stops it before the pool closes; API
 * tests do not start it (buildApp knows nothing of it) unless a test asks.
 */
export type JobDefinition = {
  /** Queue name: lower-case words and dashes, e.g. `nightly-backup`. */
  name: string;
  /** One job: throw to fail it (then retried up to retryLimit times). */
  work: (data: unknown) => Promise<void>;
  /** Recurring: a cron expression (minute hour day month weekday) read in `tz`. Absent: any former schedule is removed. */
  cron?: string;
  /** IANA time zone of the cron expression; by default the server's. */
  tz?: string;
  retryLimit?: number;
  /** A job still running after this long is failed (and retried). */
  expireInSeconds?: number;
};

export type JobRunner = {
  send: (name: string, data?: object) => Promise<string | null>;
  stop: () => Promise<void>;
};

type Options = {
  connectionString: string;
  log: Logger;
  jobs: JobDefinition[];
  /** Polling and monitoring intervals (tests shorten them). */
  tuning?: Pick<PgBoss.ConstructorOptions, 'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds'> & { pollingIntervalSeconds?: number };
};

export const JOBS_SCHEMA = 'pgboss';

export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export async function startJobs({ connectionString, log, jobs, tuning = {} }: Options): Promise<JobRunner> {
  const { pollingIntervalSeconds = 2, ...timing } = tuning;
  const boss = new PgBoss({ connectionString, schema: JOBS_SCHEMA, max: 3, application_name: 'atelier-jobs', ...timing });
  // Never an unhandled `error` event: a lost connection is logged, pg-boss retries by itself.
  // Only the message and code: pg errors carry their whole client, which would fill the log.
  boss.on('error', (err: Error & { code?: string }) => log.warn({ err: { message: err.message, code: err.code } }, 'job runner: database error'));
  // Instances starting together would deadlock creating the same queues (pg-boss attaches a
  // partition per queue): one instance at a time creates the schema and the queues.
  await oneAtATime(connectionString, async () => {
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 2, expireInSeconds: job.expireInSeconds ?? 15 * 60 });
    }
  });
  for (const job of jobs) {
    await boss.work(job.name, { pollingIntervalSeconds }, async ([item]) => {
      if (!item) return;
      const started = performance.now();
      try {
        await job.work(item.data);
        log.info({ job: job.name, id: item.id, ms: Math.round(performance.now() - started) }, 'job done');
      } catch (err) {
        log.error({ err, job: job.name, id: item.id }, 'job failed');
        // The job's id is what the log line above names: the correlation id of a job.
        reportServerError(err, { job: job.name, correlation_id: `job:${item.id}` });
        throw err;
      }
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: job.tz ?? serverTimeZone() });
    else await boss.unschedule(job.name);
  }
  log.info({ jobs: jobs.map((j) => (j.cron ? `${j.name} (${j.cron})` : j.name)) }, 'job runner started');
  return {
    send: (name, data = {}) => boss.send(name, data),
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}

/** Runs `work` while holding a PostgreSQL advisory lock that every Atelier instance takes for it. */
async function oneAtATime(connectionString: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString, application_name: 'atelier-jobs-setup' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('atelier:jobs-setup'))`);
    await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
