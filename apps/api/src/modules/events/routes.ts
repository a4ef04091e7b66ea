import {
  deletedEventSchema,
  eventCreateBodySchema,
  eventListQuerySchema,
  eventListSchema,
  eventParamsSchema,
  eventPatchBodySchema,
  eventSchema,
  eventsSeenBodySchema,
  eventsSeenResultSchema,
  eventWorksheetResultSchema,
  unseenEventsSchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { assertFeature } from '../billing/index.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { eventCallerOf } from './caller.js';
import { createEvent } from './create-event.js';
import { removeEvent } from './delete-event.js';
import { eventToWorksheet } from './event-to-worksheet.js';
import { listEvents } from './list-events.js';
import { markEventsSeen } from './mark-events-seen.js';
import { unseenEvents } from './unseen-events.js';
import { patchEvent } from './update-event.js';

const tags = ['events'];
const security = [{ bearer: [] }];

/**
 * Appointments (issue 15, shell §2 /events "Planification"): by bay and technician; technicians
 * plan too (worksheets:work). The database keeps a bay, or a technician, to one busy appointment at
 * a time: a write into a taken slot is a 409 naming the appointment in the way.
 */
export function eventRoutes(app: App, deps: AppDeps): void {
  const mayWork = authorize(deps, 'worksheets:work');
  const written = { 200: ok(eventSchema), ...errors(400, 401, 403, 404, 409, 422) };

  app.get('/events', {
    schema: { tags, security, querystring: eventListQuerySchema, response: { 200: ok(eventListSchema), ...errors(400, 401, 403) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await listEvents(deps.db, { caller: eventCallerOf(scopeOf(request)), query: request.query }) }),
  });

  // The Planning badge and toast: online bookings the shop has not opened yet.
  app.get('/events/unseen', {
    schema: { tags, security, response: { 200: ok(unseenEventsSchema), ...errors(401, 403) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await unseenEvents(deps.db, { caller: eventCallerOf(scopeOf(request)) }) }),
  });

  app.post('/events/seen', {
    schema: { tags, security, body: eventsSeenBodySchema, response: { 200: ok(eventsSeenResultSchema), ...errors(400, 401, 403) } },
    preValidation: mayWork,
    handler: async (request) => ({ data: await markEventsSeen(deps.db, { accountId: scopeOf(request).accountId, body: request.body }) }),
  });

  app.post('/events', {
    schema: { tags, security, body: eventCreateBodySchema, response: { 201: ok(eventSchema), ...errors(400, 401, 402, 403, 404, 409, 422) } },
    preValidation: mayWork,
    handler: async (request, reply) => {
      // Scheduling is a plan feature for the shop's own appointments; existing ones stay movable.
      await assertFeature(deps, scopeOf(request), 'scheduling');
      return reply.code(201).send({ data: await createEvent(deps.db, { caller: eventCallerOf(scopeOf(request)), body: request.body }) });
    },
  });

  app.patch('/events/:uuid', {
    schema: { tags, security, params: eventParamsSchema, body: eventPatchBodySchema, response: written },
    preValidation: mayWork,
    handler: async (request) => ({
      data: await patchEvent(deps.db, { caller: eventCallerOf(scopeOf(request)), uuid: request.params.uuid, body: request.body }),
    }),
  });

  app.post('/events/:uuid/worksheet', {
    schema: { tags, security, params: eventParamsSchema, response: { 201: ok(eventWorksheetResultSchema), ...errors(400, 401, 402, 403, 404, 409, 422) } },
    preHandler: mayWork,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await eventToWorksheet(deps.db, { caller: eventCallerOf(scopeOf(request)), uuid: request.params.uuid }, deps) }),
  });

  app.delete('/events/:uuid', {
    schema: { tags, security, params: eventParamsSchema, response: { 200: ok(deletedEventSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await removeEvent(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });
}
