import {
  boardQuerySchema,
  boardSchema,
  createWorksheetBodySchema,
  deleteWorksheetResultSchema,
  technicianListSchema,
  entryListSchema,
  nextWorksheetNumberSchema,
  worksheetBodySchema,
  worksheetListQuerySchema,
  worksheetListSchema,
  worksheetParamsSchema,
  worksheetSchema,
  worksheetTotalsSchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, sendJsonData, type App } from '../../http/types.js';
import { listLines } from '../worksheet-entries/list-lines.js';
import { boardOf } from './board-worksheets.js';
import { createWorksheet } from './create-worksheet.js';
import { deleteWorksheet } from './delete-worksheet.js';
import { getWorksheet } from './get-worksheet.js';
import { listTechnicians } from './list-technicians.js';
import { nextWorksheetNumber } from './next-number.js';
import { listWorksheetPage } from './list-worksheets.js';
import { pullBacklog } from './pull-backlog.js';
import { updateWorksheet } from './update-worksheet.js';
import { worksheetTotals } from './worksheet-totals.js';

const tags = ['worksheets'];
const security = [{ bearer: [] }];

/** Work orders (workshop §3 Worksheet, §7 "Work orders"). */
export function worksheetRoutes(app: App, deps: AppDeps): void {
  const mayWork = authorize(deps, 'worksheets:work');

  app.get('/worksheets', {
    schema: { tags, security, querystring: worksheetListQuerySchema, response: { 200: ok(worksheetListSchema), ...errors(400, 401, 403) } },
    preHandler: mayWork,
    handler: async (request, reply) => sendJsonData(reply, await listWorksheetPage(deps.db, { ...request.query, accountId: scopeOf(request).accountId })),
  });

  app.post('/worksheets', {
    schema: { tags, security, body: createWorksheetBodySchema, response: { 201: ok(worksheetSchema), ...errors(400, 401, 402, 403, 404) } },
    preValidation: mayWork,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createWorksheet(deps.db, { accountId: scopeOf(request).accountId, body: request.body }, deps) }),
  });

  app.get('/worksheets/technicians', {
    schema: { tags, security, response: { 200: ok(technicianListSchema), ...errors(401, 403) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await listTechnicians(deps.db, { accountId: scopeOf(request).accountId }) }),
  });

  app.get('/worksheets/next-number', {
    schema: { tags, security, response: { 200: ok(nextWorksheetNumberSchema), ...errors(401, 403) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await nextWorksheetNumber(deps.db, { accountId: scopeOf(request).accountId }) }),
  });

  // The workflow board in one call (not in the spec: the board at '/' needs every column at once).
  app.get('/worksheets/board', {
    schema: { tags, security, querystring: boardQuerySchema, response: { 200: ok(boardSchema), ...errors(400, 401, 403) } },
    preHandler: mayWork,
    handler: async (request, reply) => sendJsonData(reply, await boardOf(deps.db, { ...request.query, accountId: scopeOf(request).accountId })),
  });

  app.get('/worksheets/:uuid', {
    schema: { tags, security, params: worksheetParamsSchema, response: { 200: ok(worksheetSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await getWorksheet(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });

  app.put('/worksheets/:uuid', {
    schema: { tags, security, params: worksheetParamsSchema, body: worksheetBodySchema, response: { 200: ok(worksheetSchema), ...errors(400, 401, 403, 404, 409) } },
    preValidation: mayWork,
    handler: async (request) => ({
      data: await updateWorksheet(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid, body: request.body }),
    }),
  });

  app.delete('/worksheets/:uuid', {
    schema: { tags, security, params: worksheetParamsSchema, response: { 200: ok(deleteWorksheetResultSchema), ...errors(400, 401, 403, 404, 409) } },
    preHandler: authorize(deps, 'worksheets:delete'),
    handler: async (request) => ({ data: await deleteWorksheet(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });

  app.get('/worksheets/:uuid/entries', {
    schema: { tags, security, params: worksheetParamsSchema, response: { 200: ok(entryListSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await listLines(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });

  app.post('/worksheets/:uuid/backlog', {
    schema: { tags, security, params: worksheetParamsSchema, response: { 200: ok(entryListSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await pullBacklog(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });

  app.get('/worksheets/:uuid/totals', {
    schema: { tags, security, params: worksheetParamsSchema, response: { 200: ok(worksheetTotalsSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await worksheetTotals(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });
}
