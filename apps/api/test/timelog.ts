import { expect } from 'vitest';
import { timelogSchema, type Timelog } from '@atelier/contracts';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

type Caller = { auth: Record<string, string> };
const body = (payload: unknown) => (payload !== undefined ? { payload: payload as object } : {});

/** The time-entry routes as a given caller. */
export function timelogCalls(t: TestApp) {
  const inject = (as: Caller | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: as?.auth, ...body(payload) });
  return {
    list: (as: Caller, query = '') => inject(as, 'GET', `/api/timelog${query}`),
    create: (as: Caller, payload?: unknown) => inject(as, 'POST', '/api/timelog', payload),
    update: (as: Caller, id: number | string, payload?: unknown) => inject(as, 'PUT', `/api/timelog/${id}`, payload),
    remove: (as: Caller, id: number | string) => inject(as, 'DELETE', `/api/timelog/${id}`),
    out: (as: Caller, id: number | string) => inject(as, 'POST', `/api/timelog/${id}/out`),
    clockIn: (as: Caller, worksheetUuid: string, payload?: unknown) => inject(as, 'POST', `/api/worksheets/${worksheetUuid}/clockin`, payload),
    exportCsv: (as: Caller, query = '') => inject(as, 'GET', `/api/timelog/export.csv${query}`),
  };
}

/** The parsed entry of a 200/201 answer. */
export function timelogOf(response: { statusCode: number; body: string; json: () => { data: unknown } }, status = 201): Timelog {
  expect(response.statusCode, response.body).toBe(status);
  return timelogSchema.parse(response.json().data);
}

/** Every time-entry row of a user, read from the database. */
export async function timelogRowsOf(t: TestApp, userId: number) {
  const { rows } = await t.db.execute<{ id: number; start: string; end: string | null; auto_closed: boolean; edited_by_id: number | null; date: string }>(
    sql`SELECT id, start_time::text AS start, end_time::text AS "end", auto_closed, edited_by_id, date::text AS date FROM timelogs WHERE user_id = ${userId} ORDER BY start_time`,
  );
  return rows;
}
