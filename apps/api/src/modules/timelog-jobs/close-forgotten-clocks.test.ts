import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import pino from 'pino';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { startJobs } from '../../jobs/runner.js';
import { closeForgottenClocks } from './close-forgotten-clocks.js';
import { AUTO_CLOSE_CLOCKS, AUTO_CLOSE_CLOCKS_CRON, autoCloseClocksJob } from './auto-close-job.js';
import { backgroundJobs } from '../../jobs/jobs.js';

/* Issue 13 "Forgotten clocks": running entries closed at start + the shop's limit and flagged. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function one<T>(query: SQL): Promise<T> {
  const { rows } = await t.db.execute(query);
  return rows[0] as T;
}

/** A shop with `preferences` and `users` people, written straight into the tables. */
async function shop(preferences: object, users = 4) {
  const { id: accountId } = await one<{ id: number }>(sql`INSERT INTO accounts (preferences) VALUES (${JSON.stringify(preferences)}::jsonb) RETURNING id`);
  const ids: number[] = [];
  for (let i = 0; i < users; i += 1) {
    const name = `u${accountId}-${i}`;
    ids.push(
      (
        await one<{ id: number }>(
          sql`INSERT INTO users (account_id, username, fullname, email) VALUES (${accountId}, ${name}, ${name}, ${`${name}@example.test`}) RETURNING id`,
        )
      ).id,
    );
  }
  return { accountId, users: ids };
}

const NOW = new Date('2026-11-24T15:00:00Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

/** A running clock of `userId` started `hours` before NOW (or a closed one when `end` is given). */
async function clock(accountId: number, userId: number, start: string, end: string | null = null): Promise<number> {
  return (
    await one<{ id: number }>(
      sql`INSERT INTO timelogs (account_id, user_id, start_time, end_time, date) VALUES (${accountId}, ${userId}, ${start}::timestamptz, ${end}::timestamptz, ${start.slice(0, 10)}::date) RETURNING id`,
    )
  ).id;
}

type Entry = { id: number; end_time: string | null; auto_closed: boolean };
async function entries(ids: number[]): Promise<Map<number, Entry>> {
  const { rows } = await t.db.execute<Entry>(
    sql`SELECT id, to_char(end_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS end_time, auto_closed FROM timelogs WHERE id IN ${sql.raw(`(${ids.join(',')})`)}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}
const iso = (text: string) => new Date(text).toISOString().replace('.000', '');

beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM timelogs`);
});

describe('closeForgottenClocks', () => {
  it("closes running clocks older than their shop's limit at start + limit, flags them, keeps the younger ones and the closed ones", async () => {
    const twelve = await shop({}); // no setting: the default, 12 h
    const four = await shop({ timelogAutoCloseHours: 4 });
    const old12 = await clock(twelve.accountId, twelve.users[0]!, hoursBefore(13));
    const exactly12 = await clock(twelve.accountId, twelve.users[1]!, hoursBefore(12));
    const young12 = await clock(twelve.accountId, twelve.users[2]!, hoursBefore(11.9));
    // Closed by a person 20 h ago: not touched (its end stays, its flag stays false).
    const closed = await clock(twelve.accountId, twelve.users[3]!, hoursBefore(20), hoursBefore(19));
    // The other shop's limit: 5 h is too long there, 3 h is not.
    const old4 = await clock(four.accountId, four.users[0]!, hoursBefore(5));
    const young4 = await clock(four.accountId, four.users[1]!, hoursBefore(3));

    expect(await closeForgottenClocks(t.db, NOW)).toBe(3);
    const after = await entries([old12, exactly12, young12, closed, old4, young4]);
    expect(after.get(old12)).toMatchObject({ end_time: iso(hoursBefore(1)), auto_closed: true });
    expect(after.get(exactly12)).toMatchObject({ end_time: iso(NOW.toISOString()), auto_closed: true });
    expect(after.get(young12)).toMatchObject({ end_time: null, auto_closed: false });
    expect(after.get(closed)).toMatchObject({ end_time: iso(hoursBefore(19)), auto_closed: false });
    expect(after.get(old4)).toMatchObject({ end_time: iso(hoursBefore(1)), auto_closed: true });
    expect(after.get(young4)).toMatchObject({ end_time: null, auto_closed: false });

    // Running it again changes nothing more; later, the young one's turn comes.
    expect(await closeForgottenClocks(t.db, NOW)).toBe(0);
    expect(await entries([old12, exactly12, young12, closed, old4, young4])).toEqual(after);
    expect(await closeForgottenClocks(t.db, new Date(NOW.getTime() + 6 * 60_000))).toBe(1);
    expect((await entries([young12])).get(young12)).toMatchObject({ end_time: iso(new Date(NOW.getTime() + 6 * 60_000).toISOString()), auto_closed: true });
  });

  it('reads the limit as the API does: 1 and 24 are limits, anything but whole hours from 1 to 24 is the default 12', async () => {
    const cases: [unknown, number][] = [
      [1, 1],
      [24, 24],
      [0, 12],
      [25, 12],
      [1.5, 12],
      ['3', 12],
      [null, 12],
    ];
    const ids: [number, number][] = [];
    for (const [value, limit] of cases) {
      const s = await shop({ timelogAutoCloseHours: value }, 1);
      // Started 30 min past the limit it should have.
      ids.push([await clock(s.accountId, s.users[0]!, hoursBefore(limit + 0.5)), limit]);
    }
    expect(await closeForgottenClocks(t.db, NOW)).toBe(cases.length);
    const after = await entries(ids.map(([id]) => id));
    for (const [id, limit] of ids) expect({ limit, end: after.get(id)!.end_time }).toEqual({ limit, end: iso(hoursBefore(0.5)) });
  });

  it('is safe when several instances run it at once: each clock closed once, no error, then a new clock can start', async () => {
    const s = await shop({ timelogAutoCloseHours: 2 }, 30);
    const ids = await Promise.all(s.users.map((user, i) => clock(s.accountId, user, hoursBefore(2 + i / 10))));
    const counts = await Promise.all(Array.from({ length: 4 }, () => closeForgottenClocks(t.db, NOW)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
    const after = await entries(ids);
    expect([...after.values()].every((entry) => entry.auto_closed && entry.end_time !== null)).toBe(true);
    // The one-running index and the no-overlap exclusion hold: the same person clocks in again now.
    await clock(s.accountId, s.users[0]!, NOW.toISOString());
  });
});

describe('the timelog-auto-close job', () => {
  it('is listed among the server’s jobs, every 5 minutes', () => {
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
    const jobs = backgroundJobs({ config: t.config, pool, mailer: { send: async () => undefined }, embedded: false });
    void pool.end();
    expect(jobs.find((job) => job.name === AUTO_CLOSE_CLOCKS)).toMatchObject({ cron: AUTO_CLOSE_CLOCKS_CRON });
    expect(AUTO_CLOSE_CLOCKS_CRON).toBe('*/5 * * * *');
  });

  it('closes forgotten clocks when pg-boss runs it', async () => {
    const s = await shop({}, 2);
    const forgotten = await clock(s.accountId, s.users[0]!, new Date(Date.now() - 13 * 3_600_000).toISOString());
    const running = await clock(s.accountId, s.users[1]!, new Date(Date.now() - 3_600_000).toISOString());
    const runner = await startJobs({
      connectionString: t.databaseUrl,
      log: pino({ level: 'silent' }),
      jobs: [{ ...autoCloseClocksJob({ db: t.db }), cron: undefined }],
      tuning: { pollingIntervalSeconds: 0.5 },
    });
    try {
      await runner.send(AUTO_CLOSE_CLOCKS);
      const deadline = Date.now() + 15_000;
      while (!(await entries([forgotten])).get(forgotten)!.auto_closed) {
        if (Date.now() > deadline) throw new Error('the job did not run');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await runner.stop();
    }
    const after = await entries([forgotten, running]);
    expect(after.get(running)).toMatchObject({ end_time: null, auto_closed: false });
  });
});
