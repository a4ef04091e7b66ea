import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiErrorSchema, type ErrorCode, type PackageName, type PlanRefusal } from '@atelier/contracts';
import { accounts, users } from '../src/db/schema/index.js';
import { setAccountPlan } from '../src/modules/billing/account-plan.js';
import type { TestApp } from './test-app.js';

/** Puts the shop of `accountId` on a package the way the operator does (`npm run account:plan`). */
export async function putOnPlan(t: TestApp, accountId: number, name: PackageName): Promise<void> {
  const [owner] = await t.db.select({ email: users.email }).from(users).where(eq(users.accountId, accountId)).orderBy(users.id).limit(1);
  await setAccountPlan(t.db, owner!.email, name);
}

/** The clock moved past the trial's end: the stored row still says TRIAL. */
export async function endTrial(t: TestApp, accountId: number): Promise<void> {
  await t.db
    .update(accounts)
    .set({ packageName: 'TRIAL', isTrial: true, trialEndsAt: sql`now() - interval '1 minute'` })
    .where(eq(accounts.id, accountId));
}

/** `count` live customers written straight into the table (names Client 1…n after `prefix`). */
export async function insertCustomers(t: TestApp, accountId: number, count: number, prefix = 'Client'): Promise<void> {
  await t.db.execute(sql`
    INSERT INTO customers (account_id, fullname)
    SELECT ${accountId}, ${prefix} || ' ' || n FROM generate_series(1, ${count}) AS n`);
}

/** A 402 plan refusal: the error object plus its `plan`, with these values. */
export function expectPlanRefusal(response: LightMyRequestResponse, code: ErrorCode, plan?: Partial<PlanRefusal>) {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 402 });
  const body = apiErrorSchema.parse(response.json());
  expect(body.message).toBe(code);
  expect(body.type).toBe('PLAN');
  if (plan) expect(body.plan).toMatchObject(plan);
  return body;
}
