import type { Make } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { nameTaken, rethrowAsNameTaken } from './make-errors.js';
import { cleanName } from './make-names.js';
import { presentMake } from './presenters.js';
import { findMakeNamed, insertMake, lockAccountNames } from './queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * POST /nhtsa/makes: a USER make of the account (§5 "A new manufacturer … can be added from the
 * search text when none is found"). A name already listed, SYSTEM or the shop's own, accents
 * and case ignored, is 409: 'Citroën' when vPIC has 'Citroen'.
 */
export async function createMake(db: Db, { accountId, name }: Scope & { name: string }): Promise<Make> {
  const clean = cleanName(name);
  return db
    .transaction(async (tx) => {
      await lockAccountNames(tx, { accountId });
      if (await findMakeNamed(tx, { accountId, name: clean })) throw nameTaken('ERR_MAKE_EXISTS');
      return presentMake(await insertMake(tx, { accountId, name: clean }));
    })
    .catch(rethrowAsNameTaken);
}
