import {
  createMechBodySchema,
  deleteMechResultSchema,
  mechListQuerySchema,
  mechListSchema,
  mechParamsSchema,
  mechSchema,
  moveMechBodySchema,
  updateMechBodySchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { createMech } from './create-mech.js';
import { deleteMech } from './delete-mech.js';
import { getMech } from './get-mech.js';
import { listMechPage } from './list-mechs.js';
import { moveMech, updateMech } from './update-mech.js';

const tags = ['mechs'];
const security = [{ bearer: [] }];

/** Vehicles (workshop §3 Vehicle, §7 "Vehicles and entries"). */
export function mechRoutes(app: App, deps: AppDeps): void {
  const mayWork = authorize(deps, 'customers:work');

  app.get('/mechs', {
    schema: { tags, security, querystring: mechListQuerySchema, response: { 200: ok(mechListSchema), ...errors(400, 401, 403) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await listMechPage(deps.db, { ...request.query, accountId: scopeOf(request).accountId }) }),
  });

  app.post('/mechs', {
    schema: { tags, security, body: createMechBodySchema, response: { 201: ok(mechSchema), ...errors(400, 401, 403, 404, 409) } },
    preValidation: mayWork,
    handler: async (request, reply) => reply.code(201).send({ data: await createMech(deps.db, { accountId: scopeOf(request).accountId, body: request.body }) }),
  });

  app.get('/mechs/:uuid', {
    schema: { tags, security, params: mechParamsSchema, response: { 200: ok(mechSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await getMech(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });

  app.put('/mechs/:uuid', {
    schema: { tags, security, params: mechParamsSchema, body: updateMechBodySchema, response: { 200: ok(mechSchema), ...errors(400, 401, 403, 404, 409) } },
    preValidation: mayWork,
    handler: async (request) => ({
      data: await updateMech(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid, body: request.body }),
    }),
  });

  app.put('/mechs/:uuid/customer', {
    schema: { tags, security, params: mechParamsSchema, body: moveMechBodySchema, response: { 200: ok(mechSchema), ...errors(400, 401, 403, 404) } },
    preValidation: mayWork,
    handler: async (request) => ({
      data: await moveMech(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid, body: request.body }),
    }),
  });

  app.delete('/mechs/:uuid', {
    schema: { tags, security, params: mechParamsSchema, response: { 200: ok(deleteMechResultSchema), ...errors(400, 401, 403, 404) } },
    preHandler: authorize(deps, 'customers:delete'),
    handler: async (request) => ({ data: await deleteMech(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });
}
