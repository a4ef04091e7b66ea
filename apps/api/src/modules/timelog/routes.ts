import {
  clockInBodySchema,
  createTimelogBodySchema,
  deleteTimelogResultSchema,
  timelogIdParamsSchema,
  timelogListQuerySchema,
  timelogListSchema,
  timelogSchema,
  updateTimelogBodySchema,
  worksheetParamsSchema,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { assertFeature } from '../billing/index.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, sendJsonData, type App } from '../../http/types.js';
import { timeCallerOf } from './caller.js';
import { clockIn } from './clock-in.js';
import { clockOut } from './clock-out.js';
import { createTimelog } from './create-timelog.js';
import { exportTimelogs } from './export-timelogs.js';
import { removeTimelog } from './delete-timelog.js';
import { listTimelogs } from './list-timelogs.js';
import { updateTimelogEntry } from './update-timelog.js';

const tags = ['timelog'];
/** GET /timelog/export.csv: the file itself, not JSON (for the OpenAPI document). */
const csvResponse = z.unknown().meta({ description: 'The timesheet (UTF-8 with BOM)', content: { 'text/csv': { schema: { type: 'string' } } } });
const security = [{ bearer: [] }];

/**
 * Technician time (shell §3/§4/§7, workshop §3/§4, issue 13). Everyone who works on work orders
 * clocks and edits their own entries; `timelog:all` reaches everyone's (another's entry is a 404
 * without it).
 */
export function timelogRoutes(app: App, deps: AppDeps): void {
  const mayWork = authorize(deps, 'worksheets:work');
  const entry = { 200: ok(timelogSchema), ...errors(400, 401, 403, 404, 409) };
  const created = { 201: ok(timelogSchema), ...errors(400, 401, 402, 403, 404, 409) };
  // Time tracking (a plan feature): a new entry or a clock-in; stopping and editing stay open.
  const mayTrackTime = async (request: FastifyRequest) => assertFeature(deps, scopeOf(request), 'timeTracking');

  app.get('/timelog', {
    schema: { tags, security, querystring: timelogListQuerySchema, response: { 200: ok(timelogListSchema), ...errors(400, 401, 403) } },
    preHandler: mayWork,
    handler: async (request, reply) => sendJsonData(reply, await listTimelogs(deps.db, { caller: timeCallerOf(scopeOf(request)), query: request.query })),
  });

  // Payroll export (issue 13): the list's filters, not paged, as a spreadsheet file.
  app.get('/timelog/export.csv', {
    schema: {
      tags,
      security,
      querystring: timelogListQuerySchema,
      response: { 200: csvResponse, ...errors(400, 401, 403) },
    },
    preHandler: mayWork,
    handler: async (request, reply) => {
      const scope = scopeOf(request);
      const { csv, filename } = await exportTimelogs(deps.db, { caller: timeCallerOf(scope), preferences: scope.account.preferences, query: request.query });
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  });

  app.post('/timelog', {
    schema: { tags, security, body: createTimelogBodySchema, response: created },
    preValidation: mayWork,
    preHandler: mayTrackTime,
    handler: async (request, reply) => reply.code(201).send({ data: await createTimelog(deps.db, { caller: timeCallerOf(scopeOf(request)), body: request.body }) }),
  });

  app.put('/timelog/:id', {
    schema: { tags, security, params: timelogIdParamsSchema, body: updateTimelogBodySchema, response: entry },
    preValidation: mayWork,
    handler: async (request) => ({
      data: await updateTimelogEntry(deps.db, { caller: timeCallerOf(scopeOf(request)), id: request.params.id, body: request.body }),
    }),
  });

  app.delete('/timelog/:id', {
    schema: { tags, security, params: timelogIdParamsSchema, response: { 200: ok(deleteTimelogResultSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await removeTimelog(deps.db, { caller: timeCallerOf(scopeOf(request)), id: request.params.id }) }),
  });

  app.post('/timelog/:id/out', {
    schema: { tags, security, params: timelogIdParamsSchema, response: entry },
    preHandler: mayWork,
    handler: async (request) => ({ data: await clockOut(deps.db, { caller: timeCallerOf(scopeOf(request)), id: request.params.id }) }),
  });

  app.post('/worksheets/:uuid/clockin', {
    schema: { tags, security, params: worksheetParamsSchema, body: clockInBodySchema, response: created },
    preValidation: mayWork,
    preHandler: mayTrackTime,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await clockIn(deps.db, { caller: timeCallerOf(scopeOf(request)), uuid: request.params.uuid, body: request.body }) }),
  });
}
