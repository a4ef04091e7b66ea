import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { reportListSchema } from '@atelier/contracts';
import { entries, worksheets, worksheetStatuses } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * `npm run seed:demo` (scripts/seed) against a fresh database: the demo shop shows the whole
 * workflow — a month of work orders in every status, with lines, numbered by the counter.
 */
type SeedResult = { created: boolean; deleted?: boolean; accountId: number; work: { worksheets: number; lines: number; pulled: number; numbers: number[] } };
type SeedDemo = (options: { db: TestApp['db']; config: TestApp['config']; reset?: boolean; now?: Date }) => Promise<SeedResult>;

let t: TestApp;
let seedDemo: SeedDemo;
let first: SeedResult;
const now = new Date('2026-11-23T15:30:00Z');
const DAY = 86_400_000;

async function workOf(accountId: number) {
  return t.db
    .select({
      id: worksheets.id,
      number: worksheets.worksheetId,
      createdAt: worksheets.createdAt,
      statusId: worksheets.statusId,
      technicianId: worksheets.technicianId,
      mechId: worksheets.mechId,
    })
    .from(worksheets)
    .where(and(eq(worksheets.accountId, accountId), isNull(worksheets.deletedAt)))
    .orderBy(asc(worksheets.worksheetId));
}

beforeAll(async () => {
  t = await createTestApp();
  // A script of the repository, not of the API: loaded by its path (JavaScript, no types).
  const path = new URL('../../../../../scripts/seed/seed-demo-shop.mjs', import.meta.url).href;
  ({ seedDemo } = (await import(/* @vite-ignore */ path)) as { seedDemo: SeedDemo });
  first = await seedDemo({ db: t.db, config: t.config, now });
}, 300_000);
afterAll(() => t?.close());

describe('npm run seed:demo', () => {
  it('makes 40 to 60 work orders over the 30 days before now, numbered 1..N by the counter in the order they came in', async () => {
    expect(first.created).toBe(true);
    const rows = await workOf(first.accountId);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBeLessThanOrEqual(60);
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => index + 1));
    expect(first.work.numbers).toEqual(rows.map((row) => row.number));
    for (const [index, row] of rows.entries()) {
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.createdAt.getTime()).toBeGreaterThan(now.getTime() - 30 * DAY);
      if (index > 0) expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(rows[index - 1]!.createdAt.getTime());
      expect(row.mechId).not.toBeNull();
    }
  });

  it('uses every work-order status of the shop, assigns technicians to the work under way and done', async () => {
    const rows = await workOf(first.accountId);
    const statuses = await t.db.select().from(worksheetStatuses).where(eq(worksheetStatuses.accountId, first.accountId));
    expect(statuses.length).toBeGreaterThanOrEqual(6);
    for (const status of statuses) expect(rows.filter((row) => row.statusId === status.id).length, status.name).toBeGreaterThan(0);
    const groupOf = new Map(statuses.map((status) => [status.id, status.group]));
    expect(rows.filter((row) => groupOf.get(row.statusId) !== 'TODO').every((row) => row.technicianId !== null)).toBe(true);
    expect(new Set(rows.map((row) => row.technicianId).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
  });

  it('gives every work order lines: services and parts from the catalogue, some pulled from the vehicle’s backlog', async () => {
    const rows = await workOf(first.accountId);
    const lines = await t.db
      .select({ worksheetId: entries.worksheetId, type: entries.type, catalogItemId: entries.catalogItemId, statusId: entries.statusId })
      .from(entries)
      .where(and(eq(entries.accountId, first.accountId), sql`${entries.worksheetId} IS NOT NULL`));
    for (const row of rows) expect(lines.filter((line) => line.worksheetId === row.id).length, `BT-${row.number}`).toBeGreaterThan(0);
    expect(lines.some((line) => line.type === 'SERVICE' && line.catalogItemId !== null)).toBe(true);
    expect(lines.some((line) => line.type === 'PRODUCT' && line.catalogItemId !== null)).toBe(true);
    expect(lines.filter((line) => line.catalogItemId !== null).length / lines.length).toBeGreaterThan(0.6);
    expect(first.work.pulled).toBeGreaterThan(0);
    expect(first.work.lines + first.work.pulled).toBe(lines.length);
  });

  it('shows in the report: every group, and totals that add up', async () => {
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'demo@atelier.test', password: 'Atelier!2026' } });
    expect(signin.statusCode, signin.body).toBe(200);
    const auth = { authorization: `Bearer ${signin.json().data.accessToken as string}` };
    const response = await t.app.inject({ method: 'GET', url: '/api/reports/worksheets?pageSize=100', headers: auth });
    const report = reportListSchema.parse(response.json().data);
    expect(report.totals.groups.map((group) => group.group)).toEqual(['TODO', 'IN_PROGRESS', 'DONE']);
    expect(report.totals.count).toBe(report.total);
    expect(report.totals.totalCents).toBe(report.list.reduce((sum, row) => sum + Math.round(row.total * 100), 0));
    expect(report.list.every((row) => row.total > 0)).toBe(true);
  });

  it('leaves an existing demo shop alone, and --reset makes it again from number 1', async () => {
    expect((await seedDemo({ db: t.db, config: t.config, now })).created).toBe(false);
    const again = await seedDemo({ db: t.db, config: t.config, now, reset: true });
    expect(again).toMatchObject({ created: true, deleted: true });
    expect(again.accountId).not.toBe(first.accountId);
    expect(await workOf(first.accountId)).toEqual([]);
    const rows = await workOf(again.accountId);
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.length).toBe(first.work.worksheets);
  }, 300_000);
});
