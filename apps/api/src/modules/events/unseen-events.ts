import type { z } from 'zod';
import type { unseenEventsSchema } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { EventCaller } from './caller.js';
import { presentEvent } from './presenters.js';
import { countUnseen, latestUnseen } from './queries.js';

const LATEST = 5;

/** GET /events/unseen: how many online bookings the shop has not opened, and the five newest (badge and toast). */
export async function unseenEvents(db: DbOrTx, { caller }: { caller: EventCaller }): Promise<z.infer<typeof unseenEventsSchema>> {
  const count = await countUnseen(db, caller);
  const latest = count === 0 ? [] : await latestUnseen(db, { accountId: caller.accountId, limit: LATEST });
  return { count, latest: latest.map((row) => presentEvent(row, caller.unknownVehicle)) };
}
