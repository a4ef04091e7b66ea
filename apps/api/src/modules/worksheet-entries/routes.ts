import { createEntryBodySchema, deleteEntryResultSchema, entryIdParamsSchema, entrySchema, updateEntryBodySchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { createLine } from './create-line.js';
import { removeLine } from './delete-line.js';
import { disconnectLine } from './disconnect-line.js';
import { removeLinePrice } from './remove-line-price.js';
import { patchLine } from './update-line.js';

const tags = ['entries'];
const security = [{ bearer: [] }];

/**
 * Work-order lines (workshop §3 Entry, §4 catalogue linking, §7 "Vehicles and entries"). A
 * vehicle's backlog entries (on no work order) are the vehicle drawer's: 404 here.
 */
export function worksheetEntryRoutes(app: App, deps: AppDeps): void {
  const mayWork = authorize(deps, 'worksheets:work');
  const line = { 200: ok(entrySchema), ...errors(400, 401, 403, 404, 409) };

  app.post('/entries', {
    schema: { tags, security, body: createEntryBodySchema, response: { 201: ok(entrySchema), ...errors(400, 401, 403, 404, 409) } },
    preValidation: mayWork,
    handler: async (request, reply) => reply.code(201).send({ data: await createLine(deps.db, { accountId: scopeOf(request).accountId, body: request.body }) }),
  });

  app.patch('/entries/:id', {
    schema: { tags, security, params: entryIdParamsSchema, body: updateEntryBodySchema, response: line },
    preValidation: mayWork,
    handler: async (request) => ({ data: await patchLine(deps.db, { accountId: scopeOf(request).accountId, id: request.params.id, body: request.body }) }),
  });

  app.delete('/entries/:id', {
    schema: { tags, security, params: entryIdParamsSchema, response: { 200: ok(deleteEntryResultSchema), ...errors(400, 401, 403, 404, 409) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await removeLine(deps.db, { accountId: scopeOf(request).accountId, id: request.params.id }) }),
  });

  app.patch('/entries/:id/disconnect', {
    schema: { tags, security, params: entryIdParamsSchema, response: line },
    preHandler: mayWork,
    handler: async (request) => ({ data: await disconnectLine(deps.db, { accountId: scopeOf(request).accountId, id: request.params.id }) }),
  });

  app.delete('/entries/:id/price', {
    schema: { tags, security, params: entryIdParamsSchema, response: line },
    preHandler: mayWork,
    handler: async (request) => ({ data: await removeLinePrice(deps.db, { accountId: scopeOf(request).accountId, id: request.params.id }) }),
  });
}
