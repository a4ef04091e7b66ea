import { can } from '@atelier/contracts';
import type { RequestScope, Scope } from '../../http/scope.js';
import { shopTimezone } from './shop-time.js';

/** Who acts on time entries: their shop, themselves, whether they see everyone's, the shop's zone. */
export type TimeCaller = Scope & { userId: number; canAll: boolean; timezone: string };

export function timeCallerOf(scope: RequestScope): TimeCaller {
  return {
    accountId: scope.accountId,
    userId: scope.user.id,
    canAll: can(scope.user.permissionFlags, 'timelog:all'),
    timezone: shopTimezone(scope.account.preferences),
  };
}

/** Without `timelog:all` a caller reaches their own entries only (another's answers 404). */
export const reachableUserId = (caller: TimeCaller): number | undefined => (caller.canAll ? undefined : caller.userId);
