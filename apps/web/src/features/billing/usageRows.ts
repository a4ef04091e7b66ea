import type { UsageFigure, UsageResponse } from '@atelier/contracts';
import { PERIOD_RESOURCES, USAGE_RESOURCES, type UsageResource } from '@atelier/contracts/plans';

export type UsageRow = UsageFigure & { resource: UsageResource; perPeriod: boolean };

/**
 * The usage table's rows in the contract's order, or null when the answer carries no usage at
 * all (§8: the page logs 'No usage data found' and shows its empty state). A resource the answer
 * lacks is left out rather than shown as 0.
 */
export function usageRows(response: UsageResponse | null | undefined): UsageRow[] | null {
  const data = response?.data;
  if (!data || typeof data !== 'object') return null;
  const rows = USAGE_RESOURCES.filter((resource) => data[resource] && typeof data[resource].used === 'number').map((resource) => ({
    resource,
    used: data[resource].used,
    limit: data[resource].limit ?? null,
    perPeriod: PERIOD_RESOURCES.includes(resource),
  }));
  return rows.length > 0 ? rows : null;
}
