import type { z } from 'zod';
import type { eventWorksheetResultSchema } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import type { PlanDeps } from '../billing/index.js';
import { findCatalogItem, insertLine } from '../worksheet-entries/queries.js';
import { createWorksheetIn } from '../worksheets/create-worksheet.js';
import { findWorksheet } from '../worksheets/queries.js';
import { statusRequired } from '../worksheets/worksheet-errors.js';
import type { EventCaller } from './caller.js';
import { eventCustomerRequired, eventNotFound, eventWorksheetExists } from './events-errors.js';
import { presentEvent } from './presenters.js';
import { defaultWorksheetStatusId, eventById, eventParties, hasLiveWorksheet, linkWorksheet, lockEvent } from './queries.js';

const NOTES_MAX = 5000;

/**
 * POST /events/{uuid}/worksheet, in one transaction with the appointment locked (twice at once:
 * the second waits, then finds the link): the work order made as POST /worksheets makes one (its
 * number, the first status, the appointment's technician and vehicle), one line per requested
 * service (a catalogue one linked to its item at the appointment's price, a free one by name and
 * price), then the link, and a REQUESTED or CONFIRMED appointment is now ARRIVED.
 */
export async function eventToWorksheet(
  db: Db,
  { caller, uuid }: { caller: EventCaller; uuid: string },
  plans: PlanDeps,
): Promise<z.infer<typeof eventWorksheetResultSchema>> {
  const { accountId } = caller;
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, { accountId, uuid });
    if (!event) throw eventNotFound();
    if (event.worksheetId !== null && (await hasLiveWorksheet(tx, { accountId, worksheetId: event.worksheetId }))) throw eventWorksheetExists();
    const parties = await eventParties(tx, { accountId, event });
    if (!parties.customerUuid) throw eventCustomerRequired();
    const statusId = await defaultWorksheetStatusId(tx, { accountId });
    if (statusId === undefined) throw statusRequired();
    const notes = [event.title, event.notes].filter(Boolean).join('\n').slice(0, NOTES_MAX) || null;
    const created = await createWorksheetIn(
      tx,
      {
        accountId,
        body: { customerUuid: parties.customerUuid, mechUuid: parties.mechUuid, technicianUuid: parties.technicianUuid, statusId, notes, pullBacklog: false },
      },
      plans,
    );
    const worksheet = (await findWorksheet(tx, { accountId, uuid: created.uuid }))!;
    for (const service of event.services) {
      // A catalogue item deleted since the booking leaves a plain line (a deleted item is never linked again).
      const item = service.catalogItemId === null ? undefined : await findCatalogItem(tx, { accountId, id: service.catalogItemId });
      await insertLine(
        tx,
        { accountId, worksheetId: worksheet.id, mechId: worksheet.mechId },
        {
          name: service.name,
          content: item?.description ?? null,
          type: item?.kind ?? 'SERVICE',
          statusId: null,
          catalogItemId: item?.id ?? null,
          valueMeasured: '1',
          price: service.price === null ? null : service.price.toFixed(2),
          discount: '0',
        },
      );
    }
    await linkWorksheet(tx, { accountId, id: event.id, worksheetId: worksheet.id });
    return {
      event: presentEvent((await eventById(tx, { accountId, id: event.id }))!, caller.unknownVehicle),
      worksheet: { uuid: created.uuid, worksheetId: created.worksheetId },
    };
  });
}
