import type { EventPatchBody, PlanningEvent } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import type { EventCaller } from './caller.js';
import { eventNotFound } from './events-errors.js';
import { presentEvent } from './presenters.js';
import { eventById, lockEvent, updateEvent } from './queries.js';
import { releaseExpiredHolds } from './release-expired-holds.js';
import { resolveEventBody } from './resolve-event-body.js';
import { writeInSlot } from './slot-conflict.js';

/**
 * PATCH /events/{uuid}: the fields sent (a drag sends start, end and maybe the new column). Any
 * PATCH marks an online booking seen: the shop opened it.
 */
export async function patchEvent(db: Db, { caller, uuid, body }: { caller: EventCaller; uuid: string; body: EventPatchBody }): Promise<PlanningEvent> {
  const { accountId } = caller;
  return writeInSlot(db, async (tx, place) => {
    const existing = await lockEvent(tx, { accountId, uuid });
    if (!existing) throw eventNotFound();
    const resolved = await resolveEventBody(tx, accountId, existing, body);
    place({ ...resolved, exceptId: existing.id });
    await releaseExpiredHolds(tx, { accountId, bayId: resolved.bayId, technicianId: resolved.technicianId, start: resolved.start, end: resolved.end });
    await updateEvent(tx, { accountId, id: existing.id }, resolved.values);
    return presentEvent((await eventById(tx, { accountId, id: existing.id }))!, caller.unknownVehicle);
  });
}
