import { eq, sql } from 'drizzle-orm';
import { PACKAGE_NAMES, parsePackageName, TRIAL_DAYS, type PackageName, type PackageState } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { findUserByEmail } from '../users/queries.js';
import { packageStateOf } from './plan-of.js';

/** A refusal the operator command prints as is (exit 2). */
export class AccountPlanError extends Error {}

export type AccountPlan = { email: string; accountUuid: string; stored: PackageName; current: PackageState };

async function accountOf(db: Db, email: string) {
  const found = await findUserByEmail(db, email);
  if (!found) throw new AccountPlanError(`No user with the email ${email.trim()}.`);
  return found;
}

async function planOfAccount(db: Db, email: string, accountId: number): Promise<AccountPlan> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return { email: email.trim().toLowerCase(), accountUuid: row!.uuid, stored: row!.packageName as PackageName, current: packageStateOf(row!) };
}

/** `npm run account:plan -- <email>`: the plan of the shop that user belongs to. */
export async function readAccountPlan(db: Db, email: string): Promise<AccountPlan> {
  const found = await accountOf(db, email);
  return planOfAccount(db, email, found.user.accountId);
}

/**
 * `npm run account:plan -- <email> <package>` (self-hosted billing, issue 16): puts the shop of
 * that user on the package (BASIC, basic, Découverte, TRIAL…). TRIAL starts a new 30-day trial;
 * any other package ends the trial (its end date is kept, read as over). Nothing else changes:
 * a downgrade hides and deletes nothing, it only stops creating beyond the new limits.
 */
export async function setAccountPlan(db: Db, email: string, packageText: string): Promise<AccountPlan> {
  const name = parsePackageName(packageText);
  if (!name) {
    throw new AccountPlanError(`Unknown package "${packageText}": one of ${PACKAGE_NAMES.join(', ')} (or Découverte, Essentiel, Professionnel).`);
  }
  const found = await accountOf(db, email);
  await db
    .update(accounts)
    .set(name === 'TRIAL' ? { packageName: name, isTrial: true, trialEndsAt: sql`now() + make_interval(days => ${TRIAL_DAYS})` } : { packageName: name, isTrial: false })
    .where(eq(accounts.id, found.user.accountId));
  return planOfAccount(db, email, found.user.accountId);
}

/** The command's one line: who, the plan in force and, for a trial, when it ends. */
export function describeAccountPlan(plan: AccountPlan): string {
  const trial = plan.current.isTrial ? ` (trial until ${plan.current.trialEndsAt})` : '';
  const ended = plan.stored === 'TRIAL' && plan.current.name !== 'TRIAL' ? ' (trial ended)' : '';
  return `${plan.email}: account ${plan.accountUuid} is on ${plan.current.name}${trial}${ended}`;
}
