import { eq } from 'drizzle-orm';
import {
  effectivePackage,
  PACKAGES,
  packageHasFeature,
  USAGE_RESOURCES,
  type BillingMode,
  type PackageName,
  type PackageState,
  type PlanFeature,
  type PlanLimits,
  type StoredPlan,
} from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

/** What the guard and the usage page need of an account, read fresh from its row. */
export type PlanRow = StoredPlan & {
  periodStart: Date | null;
  periodEnd: Date | null;
  stripeCustomerId: string | null;
  preferences: unknown;
};

/** The plan in force: its package (an ended trial is basic), its limits (null: none) and features. */
export type PlanInForce = { package: PackageName; limits: PlanLimits; hasFeature: (feature: PlanFeature) => boolean };

const NO_LIMITS = Object.fromEntries(USAGE_RESOURCES.map((r) => [r, null])) as PlanLimits;

/**
 * The plan in force of an account now. BILLING=off (mode 'off') lifts every limit and grants every
 * feature whatever the stored package says: a self-hosted shop that does not want plans at all.
 */
export function planOf(mode: BillingMode, stored: StoredPlan, now: Date = new Date()): PlanInForce {
  const name = effectivePackage(stored, now).name;
  if (mode === 'off') return { package: name, limits: NO_LIMITS, hasFeature: () => true };
  return { package: name, limits: PACKAGES[name].limits, hasFeature: (feature) => packageHasFeature(name, feature) };
}

/** The plan as the user and the billing pages see it (`account.package`). */
export function packageStateOf(stored: StoredPlan, now: Date = new Date()): PackageState {
  return effectivePackage(stored, now);
}

/** The account's plan columns, read inside the caller's transaction (never the request's copy). */
export async function planRowOf(db: DbOrTx, accountId: number): Promise<PlanRow> {
  const [row] = await db
    .select({
      packageName: accounts.packageName,
      isTrial: accounts.isTrial,
      trialEndsAt: accounts.trialEndsAt,
      periodStart: accounts.periodStart,
      periodEnd: accounts.periodEnd,
      stripeCustomerId: accounts.stripeCustomerId,
      preferences: accounts.preferences,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} not found`);
  return row;
}
