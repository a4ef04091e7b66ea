import type { TaxGroupList } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { presentTaxGroups } from './presenters.js';
import { groupsOf, taxesOf } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /taxes: the account's groups in order, each with its taxes in order. */
export async function listTaxes(db: DbOrTx, { accountId }: Scope): Promise<TaxGroupList> {
  const [groups, taxes] = await Promise.all([groupsOf(db, { accountId }), taxesOf(db, { accountId })]);
  return { list: presentTaxGroups(groups, taxes) };
}
