import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { setServerErrorReporter } from '../observability/reporter.js';
import { startJobs, type JobDefinition, type JobRunner } from './runner.js';

let t: TestApp;
const log = pino({ level: 'silent' });
const fast = { pollingIntervalSeconds: 0.5, cronWorkerIntervalSeconds: 1, cronMonitorIntervalSeconds: 1 };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function until(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('job runner (pg-boss)', () => {
  const done: { instance: string; data: unknown; minute?: number }[] = [];
  let failures = 0;
  const jobsOf = (instance: string): JobDefinition[] => [
    { name: 'test-echo', work: async (data) => void done.push({ instance, data }) },
    {
      name: 'test-flaky',
      retryLimit: 1,
      work: async () => {
        failures += 1;
        if (failures === 1) throw new Error('first try fails');
      },
    },
    {
      name: 'test-every-minute',
      cron: '* * * * *',
      tz: 'America/Toronto',
      work: async () => void done.push({ instance, data: 'tick', minute: Math.floor(Date.now() / 60_000) }),
    },
  ];
  let a: JobRunner;
  let b: JobRunner;

  beforeAll(async () => {
    // Two instances on one database start at once: pg-boss creates its schema once.
    [a, b] = await Promise.all([
      startJobs({ connectionString: t.databaseUrl, log, jobs: jobsOf('a'), tuning: fast }),
      startJobs({ connectionString: t.databaseUrl, log, jobs: jobsOf('b'), tuning: fast }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('keeps its queues in the schema pgboss of the application database', async () => {
    const { rows } = await t.db.execute<{ name: string }>(sql`SELECT name FROM pgboss.queue ORDER BY name`);
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['test-echo', 'test-every-minute', 'test-flaky']));
  });

  it('runs each job sent once, on one of the two instances', async () => {
    const sent = Array.from({ length: 12 }, (_, i) => ({ n: i }));
    for (const [i, data] of sent.entries()) await (i % 2 ? a : b).send('test-echo', data);
    await until(() => done.filter((d) => d.data !== 'tick').length >= sent.length);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const echoed = done.filter((d) => d.data !== 'tick').map((d) => (d.data as { n: number }).n);
    expect(echoed.sort((x, y) => x - y)).toEqual(sent.map((d) => d.n));
  });

  it('retries a job that failed, and reports the failure with the job as its correlation id', async () => {
    const reports: { error: unknown; tags: Record<string, string> }[] = [];
    setServerErrorReporter((error, tags) => reports.push({ error, tags }));
    try {
      const id = await a.send('test-flaky');
      await until(() => failures >= 2);
      expect(failures).toBe(2);
      expect(reports.map((r) => [(r.error as Error).message, r.tags])).toEqual([['first try fails', { job: 'test-flaky', correlation_id: `job:${id}` }]]);
    } finally {
      setServerErrorReporter(undefined);
    }
  });

  it('sends a cron job once per tick however many instances run, in the time zone given', async () => {
    await until(() => done.some((d) => d.data === 'tick'));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // One tick per minute (a new minute may begin while waiting): never two in one minute.
    const minutes = done.filter((d) => d.data === 'tick').map((d) => d.minute);
    expect(minutes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(minutes).size).toBe(minutes.length);
    const { rows } = await t.db.execute<{ cron: string; timezone: string }>(sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = 'test-every-minute'`);
    expect(rows).toEqual([{ cron: '* * * * *', timezone: 'America/Toronto' }]);
  });

  it('removes the schedule of a job that lost its cron', async () => {
    const c = await startJobs({ connectionString: t.databaseUrl, log, jobs: [{ name: 'test-every-minute', work: async () => undefined }], tuning: fast });
    await c.stop();
    const { rows } = await t.db.execute(sql`SELECT 1 FROM pgboss.schedule WHERE name = 'test-every-minute'`);
    expect(rows).toHaveLength(0);
  });
});
