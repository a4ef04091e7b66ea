import type { Make, MakeListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { presentMake } from './presenters.js';
import { listMakes } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /nhtsa/makes: the account's makes, USER then SYSTEM, without the ones it excluded. */
export async function listMakeChoices(db: DbOrTx, query: MakeListQuery & Scope): Promise<{ items: Make[]; total: number }> {
  const { rows, total } = await listMakes(db, query);
  return { items: rows.map(presentMake), total };
}
