import { entriesQuerySchema, entryListSchema, mechParamsSchema, saveEntriesBodySchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { listBacklog } from './list-backlog.js';
import { saveBacklog } from './save-backlog.js';

const tags = ['entries'];
const security = [{ bearer: [] }];

/** A vehicle's backlog entries (workshop §3 Entry, §7 "Vehicles and entries"). */
export function entryRoutes(app: App, deps: AppDeps): void {
  const mayWork = authorize(deps, 'customers:work');

  app.post('/mechs/:uuid/entries', {
    schema: { tags, security, params: mechParamsSchema, body: saveEntriesBodySchema, response: { 200: ok(entryListSchema), ...errors(400, 401, 403, 404) } },
    preValidation: mayWork,
    handler: async (request) => ({
      data: await saveBacklog(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid, body: request.body }),
    }),
  });

  app.get('/mechs/:uuid/entries', {
    schema: { tags, security, params: mechParamsSchema, response: { 200: ok(entryListSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await listBacklog(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });

  app.get('/entries', {
    schema: { tags, security, querystring: entriesQuerySchema, response: { 200: ok(entryListSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await listBacklog(deps.db, { accountId: scopeOf(request).accountId, uuid: request.query.mechUuid }) }),
  });
}
