import type { Tax } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { presentTax } from './presenters.js';
import { firstGroupOf, taxesOfGroup } from './queries.js';

/**
 * The taxes work-order totals apply: those of the account's first tax group (workshop §3 Tax
 * group), in order; none when the account has no group.
 */
export async function accountTaxes(db: DbOrTx, accountId: number): Promise<Tax[]> {
  const group = await firstGroupOf(db, { accountId });
  if (!group) return [];
  return (await taxesOfGroup(db, { accountId, groupId: group.id })).map(presentTax);
}
