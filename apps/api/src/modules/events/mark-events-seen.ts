import type { EventsSeenBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { countUnseen, markSeen } from './queries.js';

/** POST /events/seen: every unseen online booking of the shop, or those of `uuids`, marked seen; answers how many remain. */
export async function markEventsSeen(db: Db, { accountId, body }: Scope & { body: EventsSeenBody }): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    await markSeen(tx, { accountId, uuids: body?.uuids });
    return { count: await countUnseen(tx, { accountId }) };
  });
}
