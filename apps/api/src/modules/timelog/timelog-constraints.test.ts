import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * The database's own guarantees on time entries (migration 0015), proven with raw SQL so that no
 * use case's check hides a missing constraint: one running clock per person, no overlap, end after
 * start, at most 24 h, and every reference of the entry's own shop (the line of its work order).
 */

let t: TestApp;

type Shop = { accountId: number; userId: number; otherUserId: number; worksheetId: number; otherWorksheetId: number; lineId: number; otherLineId: number };
let a: Shop;
let b: Shop;

async function one<T>(query: SQL): Promise<T> {
  const { rows } = await t.db.execute(query);
  return rows[0] as T;
}

/** A shop written straight into the tables: two users, two work orders, one line on each. */
async function insertShop(name: string): Promise<Shop> {
  const { id: accountId } = await one<{ id: number }>(sql`INSERT INTO accounts (preferences) VALUES ('{}'::jsonb) RETURNING id`);
  const user = async (suffix: string) =>
    (
      await one<{ id: number }>(
        sql`INSERT INTO users (account_id, username, fullname, email) VALUES (${accountId}, ${`${name}-${suffix}`}, ${suffix}, ${`${name}-${suffix}@example.test`}) RETURNING id`,
      )
    ).id;
  const userId = await user('tech');
  const otherUserId = await user('tech2');
  const { id: customerId } = await one<{ id: number }>(sql`INSERT INTO customers (account_id, fullname) VALUES (${accountId}, 'Client') RETURNING id`);
  const { id: statusId } = await one<{ id: number }>(
    sql`INSERT INTO worksheet_statuses (account_id, name, "group") VALUES (${accountId}, 'Ouvert', 'TODO') RETURNING id`,
  );
  const worksheet = async (number: number) =>
    (
      await one<{ id: number }>(
        sql`INSERT INTO worksheets (account_id, worksheet_id, customer_id, status_id) VALUES (${accountId}, ${number}, ${customerId}, ${statusId}) RETURNING id`,
      )
    ).id;
  const worksheetId = await worksheet(1);
  const otherWorksheetId = await worksheet(2);
  const line = async (ws: number) =>
    (await one<{ id: number }>(sql`INSERT INTO entries (account_id, worksheet_id, name) VALUES (${accountId}, ${ws}, 'Vidange') RETURNING id`)).id;
  return { accountId, userId, otherUserId, worksheetId, otherWorksheetId, lineId: await line(worksheetId), otherLineId: await line(otherWorksheetId) };
}

type Row = { accountId?: number; userId?: number; worksheetId?: number | null; entryId?: number | null; start: string; end?: string | null; editedById?: number | null };

function insertTimelog(shop: Shop, row: Row) {
  return t.db.execute(sql`
    INSERT INTO timelogs (account_id, user_id, worksheet_id, entry_id, start_time, end_time, date, edited_by_id)
    VALUES (${row.accountId ?? shop.accountId}, ${row.userId ?? shop.userId}, ${row.worksheetId ?? null}, ${row.entryId ?? null},
            ${row.start}::timestamptz, ${row.end ?? null}::timestamptz, ${row.start.slice(0, 10)}::date, ${row.editedById ?? null})
    RETURNING id`);
}

/** The PostgreSQL error code (and constraint) an insert fails with. */
async function failure(promise: Promise<unknown>): Promise<{ code: string; constraint?: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the database accepted it').not.toBeNull();
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code: string; constraint?: string };
  return { code: cause.code, constraint: cause.constraint };
}

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await insertShop('a'), await insertShop('b')];
});
afterAll(() => t.close());

describe('timelogs: one person, one clock, no overlap', () => {
  it('refuses a second running clock for one person, accepts one for another person', async () => {
    await insertTimelog(a, { start: '2026-03-02T08:00:00Z' });
    expect(await failure(insertTimelog(a, { start: '2026-03-01T08:00:00Z' }))).toMatchObject({ code: '23505', constraint: 'timelogs_one_running_per_user_idx' });
    await insertTimelog(a, { userId: a.otherUserId, start: '2026-03-02T08:00:00Z' });
    await t.db.execute(sql`DELETE FROM timelogs`);
  });

  it('refuses overlapping entries of one person, accepts adjacent ones and other people’s', async () => {
    await insertTimelog(a, { start: '2026-03-03T08:00:00Z', end: '2026-03-03T10:00:00Z' });
    expect(await failure(insertTimelog(a, { start: '2026-03-03T09:59:00Z', end: '2026-03-03T11:00:00Z' }))).toMatchObject({
      code: '23P01',
      constraint: 'timelogs_no_overlap',
    });
    expect(await failure(insertTimelog(a, { start: '2026-03-03T07:00:00Z', end: '2026-03-03T12:00:00Z' }))).toMatchObject({ code: '23P01' });
    // Clock-out at 10:00 then clock-in at 10:00: they touch, they do not overlap.
    await insertTimelog(a, { start: '2026-03-03T10:00:00Z', end: '2026-03-03T11:00:00Z' });
    await insertTimelog(a, { userId: a.otherUserId, start: '2026-03-03T09:00:00Z', end: '2026-03-03T10:30:00Z' });
    await t.db.execute(sql`DELETE FROM timelogs`);
  });

  it('a running clock covers everything after its start (an entry later than it overlaps it)', async () => {
    await insertTimelog(a, { start: '2026-03-04T08:00:00Z' });
    expect(await failure(insertTimelog(a, { start: '2026-03-04T12:00:00Z', end: '2026-03-04T13:00:00Z' }))).toMatchObject({ code: '23P01' });
    await insertTimelog(a, { start: '2026-03-04T06:00:00Z', end: '2026-03-04T08:00:00Z' });
    await t.db.execute(sql`DELETE FROM timelogs`);
  });

  it('refuses an overlap made by an update too', async () => {
    await insertTimelog(a, { start: '2026-03-05T08:00:00Z', end: '2026-03-05T09:00:00Z' });
    await insertTimelog(a, { start: '2026-03-05T10:00:00Z', end: '2026-03-05T11:00:00Z' });
    expect(await failure(t.db.execute(sql`UPDATE timelogs SET end_time = '2026-03-05T10:30:00Z' WHERE start_time = '2026-03-05T08:00:00Z'`))).toMatchObject({
      code: '23P01',
    });
    await t.db.execute(sql`DELETE FROM timelogs`);
  });
});

describe('timelogs: times', () => {
  it('refuses an end at or before the start', async () => {
    expect(await failure(insertTimelog(a, { start: '2026-03-06T08:00:00Z', end: '2026-03-06T07:00:00Z' }))).toMatchObject({
      code: '23514',
      constraint: 'timelogs_end_after_start',
    });
    expect(await failure(insertTimelog(a, { start: '2026-03-06T08:00:00Z', end: '2026-03-06T08:00:00Z' }))).toMatchObject({ constraint: 'timelogs_end_after_start' });
  });

  it('refuses more than 24 hours, accepts exactly 24', async () => {
    expect(await failure(insertTimelog(a, { start: '2026-03-07T08:00:00Z', end: '2026-03-08T08:00:01Z' }))).toMatchObject({
      code: '23514',
      constraint: 'timelogs_at_most_24_hours',
    });
    await insertTimelog(a, { start: '2026-03-07T08:00:00Z', end: '2026-03-08T08:00:00Z' });
    await t.db.execute(sql`DELETE FROM timelogs`);
  });
});

describe('timelogs: everything of the entry’s own shop', () => {
  it('accepts a line of the entry’s work order of its shop', async () => {
    await insertTimelog(a, { worksheetId: a.worksheetId, entryId: a.lineId, start: '2026-03-09T08:00:00Z', end: '2026-03-09T09:00:00Z', editedById: a.otherUserId });
    await t.db.execute(sql`DELETE FROM timelogs`);
  });

  it('refuses another shop’s user, work order, line or editor', async () => {
    const range = { start: '2026-03-10T08:00:00Z', end: '2026-03-10T09:00:00Z' };
    expect(await failure(insertTimelog(a, { ...range, userId: b.userId }))).toMatchObject({ code: '23503', constraint: 'timelogs_user_fk' });
    expect(await failure(insertTimelog(a, { ...range, worksheetId: b.worksheetId }))).toMatchObject({ code: '23503', constraint: 'timelogs_worksheet_fk' });
    expect(await failure(insertTimelog(a, { ...range, worksheetId: a.worksheetId, entryId: b.lineId }))).toMatchObject({
      code: '23503',
      constraint: 'timelogs_entry_fk',
    });
    expect(await failure(insertTimelog(a, { ...range, editedById: b.userId }))).toMatchObject({ code: '23503', constraint: 'timelogs_edited_by_fk' });
    // Shop B's entry naming shop A's work order and line together.
    expect(await failure(insertTimelog(b, { ...range, worksheetId: a.worksheetId, entryId: a.lineId }))).toMatchObject({ code: '23503' });
    expect(await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM timelogs`)).toEqual({ n: 0 });
  });

  it('refuses a line of another work order of the same shop, and a line without its work order', async () => {
    const range = { start: '2026-03-11T08:00:00Z', end: '2026-03-11T09:00:00Z' };
    expect(await failure(insertTimelog(a, { ...range, worksheetId: a.worksheetId, entryId: a.otherLineId }))).toMatchObject({
      code: '23503',
      constraint: 'timelogs_entry_fk',
    });
    expect(await failure(insertTimelog(a, { ...range, entryId: a.lineId }))).toMatchObject({ code: '23514', constraint: 'timelogs_line_needs_worksheet' });
  });

  it('a line cannot be moved to another work order under its time', async () => {
    await insertTimelog(a, { worksheetId: a.worksheetId, entryId: a.lineId, start: '2026-03-12T08:00:00Z', end: '2026-03-12T09:00:00Z' });
    expect(await failure(t.db.execute(sql`UPDATE entries SET worksheet_id = ${a.otherWorksheetId} WHERE id = ${a.lineId}`))).toMatchObject({ code: '23503' });
    await t.db.execute(sql`DELETE FROM timelogs`);
  });

  it('deleting a line keeps the time on the work order', async () => {
    const { id: lineId } = await one<{ id: number }>(
      sql`INSERT INTO entries (account_id, worksheet_id, name) VALUES (${a.accountId}, ${a.worksheetId}, 'Freins') RETURNING id`,
    );
    await insertTimelog(a, { worksheetId: a.worksheetId, entryId: lineId, start: '2026-03-13T08:00:00Z', end: '2026-03-13T09:00:00Z' });
    await t.db.execute(sql`DELETE FROM entries WHERE id = ${lineId}`);
    expect(await one(sql`SELECT account_id AS "accountId", worksheet_id AS "worksheetId", entry_id AS "entryId" FROM timelogs`)).toEqual({
      accountId: a.accountId,
      worksheetId: a.worksheetId,
      entryId: null,
    });
    await t.db.execute(sql`DELETE FROM timelogs`);
  });

  it('deleting a shop deletes its time entries', async () => {
    const c = await insertShop('c');
    await insertTimelog(c, { worksheetId: c.worksheetId, entryId: c.lineId, start: '2026-03-14T08:00:00Z' });
    await t.db.execute(sql`DELETE FROM accounts WHERE id = ${c.accountId}`);
    expect(await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM timelogs WHERE account_id = ${c.accountId}`)).toEqual({ n: 0 });
  });
});
