import type { EventCreateBody, PlanningEvent } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import type { EventCaller } from './caller.js';
import { presentEvent } from './presenters.js';
import { eventById, insertEvent } from './queries.js';
import { releaseExpiredHolds } from './release-expired-holds.js';
import { resolveEventBody } from './resolve-event-body.js';
import { writeInSlot } from './slot-conflict.js';

/** POST /events: an appointment made by the shop; an expired widget hold in its slot goes first. */
export async function createEvent(db: Db, { caller, body }: { caller: EventCaller; body: EventCreateBody }): Promise<PlanningEvent> {
  const { accountId } = caller;
  return writeInSlot(db, async (tx, place) => {
    const resolved = await resolveEventBody(tx, accountId, null, body);
    place({ ...resolved, exceptId: null });
    await releaseExpiredHolds(tx, { accountId, bayId: resolved.bayId, technicianId: resolved.technicianId, start: resolved.start, end: resolved.end });
    const id = await insertEvent(tx, {
      accountId,
      createdById: caller.userId,
      status: body.status,
      startTime: resolved.start,
      endTime: resolved.end,
      ...resolved.values,
    });
    return presentEvent((await eventById(tx, { accountId, id }))!, caller.unknownVehicle);
  });
}
