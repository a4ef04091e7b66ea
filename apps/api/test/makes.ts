import { and, eq, isNull, sql } from 'drizzle-orm';
import { makeExclusions, makes, models } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

type Caller = { auth: Record<string, string> };

/** The make, model and exclusion routes as a given caller. */
export function makeCalls(t: TestApp) {
  const get = (as: Caller, url: string) => t.app.inject({ method: 'GET', url, headers: as.auth });
  const post = (as: Caller, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: as.auth, ...(payload !== undefined && { payload: payload as object }) });
  return {
    listMakes: (as: Caller, query = '') => get(as, `/api/nhtsa/makes${query}`),
    createMake: (as: Caller, payload?: unknown) => post(as, '/api/nhtsa/makes', payload),
    listModels: (as: Caller, makeId: number | string, query = '') => get(as, `/api/nhtsa/${makeId}/models${query}`),
    createModel: (as: Caller, makeId: number | string, payload?: unknown) => post(as, `/api/nhtsa/${makeId}/models`, payload),
    exclusions: (as: Caller) => get(as, '/api/exclusions/makes'),
    exclude: (as: Caller, payload?: unknown) => post(as, '/api/exclusions/makes', payload),
  };
}

/** A SYSTEM make (loaded from vPIC into the template database) by its exact name. */
export async function systemMake(t: TestApp, name: string) {
  const [row] = await t.db
    .select()
    .from(makes)
    .where(and(isNull(makes.accountId), eq(makes.name, name)));
  if (!row) throw new Error(`no SYSTEM make ${name}`);
  return row;
}

export async function systemModel(t: TestApp, makeId: number, name: string) {
  const [row] = await t.db
    .select()
    .from(models)
    .where(and(eq(models.makeId, makeId), isNull(models.accountId), eq(models.name, name)));
  if (!row) throw new Error(`no SYSTEM model ${name}`);
  return row;
}

export async function countSystemRows(t: TestApp) {
  const [row] = await t.db
    .execute<{ makes: number; models: number }>(
      sql`
    SELECT (SELECT count(*)::int FROM makes WHERE source = 'SYSTEM') AS makes,
           (SELECT count(*)::int FROM models WHERE source = 'SYSTEM') AS models`,
    )
    .then((r) => r.rows);
  return row!;
}

export const userMakesOf = (t: TestApp, accountId: number) => t.db.select().from(makes).where(eq(makes.accountId, accountId)).orderBy(makes.id);
export const userModelsOf = (t: TestApp, accountId: number) => t.db.select().from(models).where(eq(models.accountId, accountId)).orderBy(models.id);
export const exclusionRowsOf = (t: TestApp, accountId: number) =>
  t.db.select().from(makeExclusions).where(eq(makeExclusions.accountId, accountId)).orderBy(makeExclusions.makeId);
