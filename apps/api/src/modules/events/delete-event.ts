import type { Db } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { eventNotFound } from './events-errors.js';
import { deleteEvent, lockEvent } from './queries.js';

/** DELETE /events/{uuid}: the appointment goes (a canceled one can rather be kept with its status). */
export async function removeEvent(db: Db, { accountId, uuid }: Scope & { uuid: string }): Promise<{ uuid: string }> {
  await db.transaction(async (tx) => {
    const existing = await lockEvent(tx, { accountId, uuid });
    if (!existing) throw eventNotFound();
    await deleteEvent(tx, { accountId, id: existing.id });
  });
  return { uuid };
}
