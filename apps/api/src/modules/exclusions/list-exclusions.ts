import type { Make } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { presentMake } from '../makes/presenters.js';
import { excludedMakes } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /exclusions/makes: the makes the shop hides from its make lists, by name. */
export async function listExclusions(db: DbOrTx, { accountId }: Scope): Promise<Make[]> {
  return (await excludedMakes(db, { accountId })).map(presentMake);
}
