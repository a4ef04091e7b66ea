import type { Db } from '../../db/client.js';
import { mechNotFound } from './mech-errors.js';
import { softDeleteMech } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** DELETE /mechs/{uuid}: a soft delete; the vehicle leaves every list and answers 404 from now on. */
export async function deleteMech(db: Db, { accountId, uuid }: Scope & { uuid: string }): Promise<{ uuid: string }> {
  const deleted = await softDeleteMech(db, { accountId, uuid });
  if (!deleted) throw mechNotFound();
  return { uuid: deleted };
}
