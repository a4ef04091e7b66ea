import type { MakeListQuery, Model } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { makeNotFound } from './make-errors.js';
import { presentModel } from './presenters.js';
import { findVisibleMake, listModels } from './queries.js';

/**
 * GET /nhtsa/{makeId}/models: the make's SYSTEM models and the account's own, USER first. An
 * excluded make still answers (a vehicle may carry it); another shop's USER make is 404.
 */
export async function listModelChoices(db: DbOrTx, query: MakeListQuery & { accountId: number; makeId: number }): Promise<{ items: Model[]; total: number }> {
  if (!(await findVisibleMake(db, { accountId: query.accountId, id: query.makeId }))) throw makeNotFound();
  const { rows, total } = await listModels(db, query);
  return { items: rows.map(presentModel), total };
}
