import { EVENT_MAX_DAYS, type EventPatchBody, type EventService } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { findLiveUserId } from '../users/queries.js';
import { findLiveCustomerId } from '../worksheets/queries.js';
import { eventEndBeforeStart, eventReferenceNotFound, eventTechnicianNotFound, eventTooLong } from './events-errors.js';
import { catalogServices, findBay, findLiveMech, mechOwner, type EventRow, type EventValues } from './queries.js';

const MAX_MS = EVENT_MAX_DAYS * 86_400_000;

export type ResolvedEvent = {
  /** The columns to write (all of them for a create, the changed ones for a PATCH). */
  values: Partial<EventValues>;
  /** Where the appointment will sit: what the exclusion constraints check. */
  start: Date;
  end: Date;
  bayId: number | null;
  technicianId: number | null;
};

/** Requested services: catalogue ones copied (name, price, the online duration), free ones as typed. */
async function resolveServices(tx: DbOrTx, accountId: number, list: NonNullable<EventPatchBody['services']>): Promise<EventService[]> {
  const ids = list.flatMap((s) => ('catalogItemId' in s ? [s.catalogItemId] : []));
  const items = await catalogServices(tx, { accountId, ids });
  return list.map((s, index) => {
    if ('catalogItemId' in s) {
      const item = items.get(s.catalogItemId);
      if (!item) throw eventReferenceNotFound(`services.${index}.catalogItemId`);
      const price = item.onlinePrice ?? item.price;
      return { catalogItemId: s.catalogItemId, name: item.name, price: price === null ? null : Number(price), minutes: item.minutes };
    }
    return { catalogItemId: null, name: s.name, minutes: s.minutes ?? null, price: s.price ?? null };
  });
}

/**
 * A create or PATCH body → the columns, each reference checked against the shop: a bay of the shop
 * (an active one when it changes), a live technician, a live customer, a live vehicle of that
 * customer (a vehicle alone brings its customer; a new customer drops a vehicle not theirs). Times:
 * end after start, at most EVENT_MAX_DAYS. `existing` is null for a create.
 */
export async function resolveEventBody(tx: DbOrTx, accountId: number, existing: EventRow | null, body: EventPatchBody): Promise<ResolvedEvent> {
  const values: Partial<EventValues> = {};
  const start = body.start !== undefined ? new Date(body.start) : existing!.startTime;
  const end = body.end !== undefined ? new Date(body.end) : existing!.endTime;
  if (body.start !== undefined || body.end !== undefined) {
    if (end <= start) throw eventEndBeforeStart();
    if (end.getTime() - start.getTime() > MAX_MS) throw eventTooLong();
    values.startTime = start;
    values.endTime = end;
  }

  let bayId = existing?.bayId ?? null;
  if (body.bayId !== undefined && body.bayId !== bayId) {
    if (body.bayId !== null) {
      const bay = await findBay(tx, { accountId, id: body.bayId });
      if (!bay?.active) throw eventReferenceNotFound('bayId');
    }
    bayId = body.bayId;
    values.bayId = bayId;
  }

  let technicianId = existing?.technicianId ?? null;
  if (body.technicianUuid !== undefined) {
    technicianId = body.technicianUuid === null ? null : ((await findLiveUserId(tx, { accountId, uuid: body.technicianUuid })) ?? null);
    if (body.technicianUuid !== null && technicianId === null) throw eventTechnicianNotFound();
    values.technicianId = technicianId;
  }

  if (body.customerUuid !== undefined || body.mechUuid !== undefined) {
    let customerId = existing?.customerId ?? null;
    let mechId = existing?.mechId ?? null;
    if (body.customerUuid !== undefined) {
      customerId = body.customerUuid === null ? null : ((await findLiveCustomerId(tx, { accountId, uuid: body.customerUuid })) ?? null);
      if (body.customerUuid !== null && customerId === null) throw eventReferenceNotFound('customerUuid');
    }
    if (body.mechUuid) {
      const mech = await findLiveMech(tx, { accountId, uuid: body.mechUuid });
      if (!mech) throw eventReferenceNotFound('mechUuid');
      if (body.customerUuid && mech.customerId !== customerId) throw eventReferenceNotFound('mechUuid');
      mechId = mech.id;
      customerId = mech.customerId;
    } else if (body.mechUuid === null) {
      mechId = null;
    } else if (mechId !== null && (customerId === null || (await mechOwner(tx, { accountId, id: mechId })) !== customerId)) {
      // The customer changed: their appointment keeps no vehicle of someone else.
      mechId = null;
    }
    values.customerId = customerId;
    values.mechId = mechId;
  }

  if (body.title !== undefined) values.title = body.title;
  if (body.notes !== undefined) values.notes = body.notes;
  if (body.status !== undefined) values.status = body.status;
  if (body.services !== undefined) values.services = await resolveServices(tx, accountId, body.services);
  return { values, start, end, bayId, technicianId };
}
