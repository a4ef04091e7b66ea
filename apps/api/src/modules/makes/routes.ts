import { makeListQuerySchema, makeListSchema, makeParamsSchema, makeSchema, modelListSchema, modelSchema, nameBodySchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { createMake } from './create-make.js';
import { createModel } from './create-model.js';
import { listMakeChoices } from './list-makes.js';
import { listModelChoices } from './list-models.js';

const tags = ['vehicles'];
const security = [{ bearer: [] }];
/** Matches before `limit`: the settings page shows the count of available makes. */
export const TOTAL_HEADER = 'X-Total-Count';

export function makeRoutes(app: App, deps: AppDeps): void {
  const mayWork = authorize(deps, 'customers:work');

  app.get('/nhtsa/makes', {
    schema: { tags, security, querystring: makeListQuerySchema, response: { 200: ok(makeListSchema), ...errors(400, 401, 403) } },
    preHandler: mayWork,
    handler: async (request, reply) => {
      const { items, total } = await listMakeChoices(deps.db, { ...request.query, accountId: scopeOf(request).accountId });
      return reply.header(TOTAL_HEADER, String(total)).send({ data: items });
    },
  });

  app.post('/nhtsa/makes', {
    schema: { tags, security, body: nameBodySchema, response: { 201: ok(makeSchema), ...errors(400, 401, 403, 409) } },
    // The role is checked before the body, as for customers: a GUEST learns nothing from a 400.
    preValidation: mayWork,
    handler: async (request, reply) => reply.code(201).send({ data: await createMake(deps.db, { accountId: scopeOf(request).accountId, name: request.body.name }) }),
  });

  app.get('/nhtsa/:makeId/models', {
    schema: {
      tags,
      security,
      params: makeParamsSchema,
      querystring: makeListQuerySchema,
      response: { 200: ok(modelListSchema), ...errors(400, 401, 403, 404) },
    },
    preHandler: mayWork,
    handler: async (request, reply) => {
      const query = { ...request.query, makeId: request.params.makeId, accountId: scopeOf(request).accountId };
      const { items, total } = await listModelChoices(deps.db, query);
      return reply.header(TOTAL_HEADER, String(total)).send({ data: items });
    },
  });

  app.post('/nhtsa/:makeId/models', {
    schema: { tags, security, params: makeParamsSchema, body: nameBodySchema, response: { 201: ok(modelSchema), ...errors(400, 401, 403, 404, 409) } },
    preValidation: mayWork,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createModel(deps.db, { accountId: scopeOf(request).accountId, makeId: request.params.makeId, name: request.body.name }) }),
  });
}
