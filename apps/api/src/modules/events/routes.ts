import {
  deletedEventSchema,
  eventCreateBodySchema,
  eventListQuerySchema,
  eventListSchema,
  eventParamsSchema,
  eventPatchBodySchema,
  eventSchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { eventCallerOf } from './caller.js';
import { createEvent } from './create-event.js';
import { removeEvent } from './delete-event.js';
import { listEvents } from './list-events.js';
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

  app.post('/events', {
    schema: { tags, security, body: eventCreateBodySchema, response: { 201: ok(eventSchema), ...errors(400, 401, 403, 404, 409, 422) } },
    preValidation: mayWork,
    handler: async (request, reply) => reply.code(201).send({ data: await createEvent(deps.db, { caller: eventCallerOf(scopeOf(request)), body: request.body }) }),
  });

  app.patch('/events/:uuid', {
    schema: { tags, security, params: eventParamsSchema, body: eventPatchBodySchema, response: written },
    preValidation: mayWork,
    handler: async (request) => ({
      data: await patchEvent(deps.db, { caller: eventCallerOf(scopeOf(request)), uuid: request.params.uuid, body: request.body }),
    }),
  });

  app.delete('/events/:uuid', {
    schema: { tags, security, params: eventParamsSchema, response: { 200: ok(deletedEventSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await removeEvent(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });
}
