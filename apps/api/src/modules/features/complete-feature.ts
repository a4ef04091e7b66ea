import type { Feature } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { presentFeature } from './presenters.js';
import { markFeatureCompleted } from './queries.js';
import type { Scope } from '../../http/scope.js';
import { featureNotFound } from './feature-errors.js';

/** Largest value of a PostgreSQL integer: a bigger id cannot exist (and must not reach SQL). */
const MAX_ID = 2_147_483_647;

/**
 * Finishing the setup wizard (shell §4): the feature stops being pending. Completing it again is
 * harmless; another account's feature is answered like a missing one.
 */
export async function completeFeature(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<Feature> {
  const row = id <= MAX_ID ? await markFeatureCompleted(db, { accountId, id }) : undefined;
  if (!row) throw featureNotFound();
  return presentFeature(row);
}
