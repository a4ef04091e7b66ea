import { sql } from 'drizzle-orm';
import { cheapestPlanWith, PLAN_NAMES, type BillingMode, type EnforcedFeature, type PlanName, type StoredPlan, type UsageResource } from '@atelier/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Scope } from '../../http/scope.js';
import { billingPeriod } from './billing-period.js';
import { planOf, planRowOf } from './plan-of.js';
import { countUsed } from './usage-queries.js';

/**
 * First key of the transaction-scoped advisory lock a creation of a limited resource takes (the
 * second key is the account id): creations of one resource in one shop are serialised from the
 * count to the commit, so 101 simultaneous creations at a limit of 100 leave exactly 100.
 */
const LIMIT_LOCK_KEYS: Record<UsageResource, number> = {
  workorders: 0x706c6e01, // 'pln' + 1
  customers: 0x706c6e02,
  users: 0x706c6e03,
  bookings: 0x706c6e04,
  apiKeys: 0x706c6e05,
};

/** What the guard needs of the app: how it bills (AppDeps is one). */
export type PlanDeps = { config: { billing: { mode: BillingMode } } };
/**
 * For use cases the demo seed also calls with a bare database handle: plans enforced as on a
 * self-hosted installation (the seed's shop is a fresh trial, far from every limit).
 */
export const PLANS_ENFORCED: PlanDeps = { config: { billing: { mode: 'self-hosted' } } };

/** The cheapest plan card whose limit of the resource is above `used` (genius when none). */
function planWithRoomFor(resource: UsageResource, used: number): PlanName {
  return (
    PLAN_NAMES.find((plan) => {
      const limit = planOf('self-hosted', { packageName: plan, isTrial: false, trialEndsAt: null }).limits[resource];
      return limit === null || used < limit;
    }) ?? 'genius'
  );
}

/**
 * 402 ERR_PLAN_FEATURE unless the account's plan in force has the feature. Only *creating* with a
 * feature is refused (a downgraded shop keeps reading and finishing what it has). The scope's
 * account (read with the caller on this request) is used when it is there.
 */
export async function assertFeature(deps: PlanDeps & { db: DbOrTx }, scope: Scope & { account?: StoredPlan }, feature: EnforcedFeature): Promise<void> {
  if (deps.config.billing.mode === 'off') return;
  const stored = scope.account ?? (await planRowOf(deps.db, scope.accountId));
  const plan = planOf(deps.config.billing.mode, stored);
  if (plan.hasFeature(feature)) return;
  throw new AppError(402, 'ERR_PLAN_FEATURE', [], {}, { package: plan.package, feature, upgradeTo: cheapestPlanWith(feature) });
}

type LimitOptions = {
  /** The public booking widget: the refusal says the shop cannot take it, nothing of its plan. */
  anonymous?: boolean;
};

/**
 * 402 ERR_PLAN_LIMIT when the account already uses its plan's limit of the resource. Called INSIDE
 * the creating transaction right before the insert: the advisory lock is held until that
 * transaction ends, so the count and the insert are one step for every other creator.
 */
export async function assertWithinLimit(tx: Tx, deps: PlanDeps, scope: Scope, resource: UsageResource, options: LimitOptions = {}): Promise<void> {
  if (deps.config.billing.mode === 'off') return;
  const { accountId } = scope;
  const row = await planRowOf(tx, accountId);
  const plan = planOf(deps.config.billing.mode, row);
  const limit = plan.limits[resource];
  if (limit === null) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIMIT_LOCK_KEYS[resource]}::int, ${accountId}::int)`);
  const used = await countUsed(tx, accountId, resource, billingPeriod(row));
  if (used < limit) return;
  if (options.anonymous) throw new AppError(402, 'ERR_PLAN_LIMIT');
  throw new AppError(402, 'ERR_PLAN_LIMIT', [], {}, { package: plan.package, resource, limit, upgradeTo: planWithRoomFor(resource, used) });
}
