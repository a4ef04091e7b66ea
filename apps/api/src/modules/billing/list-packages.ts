import { PACKAGES, PLAN_NAMES, type PackagesResponse } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { Scope } from '../../http/scope.js';
import { packageStateOf, planRowOf } from './plan-of.js';

/**
 * GET /accounts/packages (§3 "Package"): the three plan cards as defined in contracts, and around
 * them the plan in force, how this installation bills, where to write about it, and whether a
 * Stripe customer exists (then the card can be changed in Stripe's portal).
 */
export async function listPackages(deps: AppDeps, { accountId }: Scope): Promise<PackagesResponse> {
  const row = await planRowOf(deps.db, accountId);
  return {
    data: PLAN_NAMES.map((name) => ({ name, price: PACKAGES[name].priceCents, features: [...PACKAGES[name].features], limits: { ...PACKAGES[name].limits } })),
    metadata: {
      current: packageStateOf(row),
      mode: deps.config.billing.mode,
      billingEmail: deps.config.billing.email,
      portal: row.stripeCustomerId !== null,
    },
  };
}
