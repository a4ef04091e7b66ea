import { USAGE_RESOURCES, type UsageResponse } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { Scope } from '../../http/scope.js';
import { billingPeriod } from './billing-period.js';
import { planOf, planRowOf } from './plan-of.js';
import { countAllUsed } from './usage-queries.js';

/** GET /accounts/usage (§3 "Account usage"): each resource's use against the plan in force. */
export async function getUsage(deps: AppDeps, { accountId }: Scope): Promise<UsageResponse> {
  const row = await planRowOf(deps.db, accountId);
  const plan = planOf(deps.config.billing.mode, row);
  const period = billingPeriod(row);
  const used = await countAllUsed(deps.db, accountId, period);
  return {
    data: Object.fromEntries(USAGE_RESOURCES.map((r) => [r, { used: used[r], limit: plan.limits[r] }])) as UsageResponse['data'],
    metadata: { period: { start: period.start.toISOString(), end: period.end.toISOString() } },
  };
}
