import type { Model } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { makeNotFound, nameTaken, rethrowAsNameTaken } from './make-errors.js';
import { cleanName } from './make-names.js';
import { presentModel } from './presenters.js';
import { findModelNamed, findVisibleMake, insertModel, lockAccountNames } from './queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * POST /nhtsa/{makeId}/models: a USER model of the account under a make it sees (§5 "a model
 * needs a selected make"). A name the make already has for this shop is 409.
 */
export async function createModel(db: Db, { accountId, makeId, name }: Scope & { makeId: number; name: string }): Promise<Model> {
  const clean = cleanName(name);
  return db
    .transaction(async (tx) => {
      if (!(await findVisibleMake(tx, { accountId, id: makeId }))) throw makeNotFound();
      await lockAccountNames(tx, { accountId });
      if (await findModelNamed(tx, { accountId, makeId, name: clean })) throw nameTaken('ERR_MODEL_EXISTS');
      return presentModel(await insertModel(tx, { accountId, makeId, name: clean }));
    })
    .catch(rethrowAsNameTaken);
}
