// What other modules use of the plans: the guard (inside their creating transactions) and the plan in force.
export { assertFeature, assertWithinLimit, PLANS_ENFORCED, type PlanDeps } from './plan-guard.js';
export { packageStateOf, planOf, planRowOf, type PlanInForce, type PlanRow } from './plan-of.js';
export { billingPeriod, type BillingPeriod } from './billing-period.js';
export { countAllUsed, countUsed } from './usage-queries.js';
