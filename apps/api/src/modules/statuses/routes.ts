import {
  createStatusBodySchema,
  deleteStatusResultSchema,
  groupedStatusesSchema,
  type StatusKind,
  statusParamsSchema,
  statusSchema,
  updateStatusBodySchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { assertFeature } from '../billing/index.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { createStatus } from './create-status.js';
import { deleteStatus } from './delete-status.js';
import { listStatuses } from './list-statuses.js';
import { updateStatus } from './update-status.js';

const security = [{ bearer: [] }];

/** Where each kind lives (workshop §7 "Work orders"): work-order statuses and entry statuses. */
const PATHS: Record<StatusKind, string> = { worksheet: '/worksheet-status', entry: '/status' };

/**
 * Work-order statuses (/worksheet-status) and entry statuses (/status), the same four routes each:
 * read to work on work orders, changed in settings.
 */
export function statusRoutes(app: App, deps: AppDeps): void {
  const mayRead = authorize(deps, 'worksheets:work');
  const mayManage = authorize(deps, 'settings:manage');

  for (const kind of ['worksheet', 'entry'] as const) {
    const path = PATHS[kind];
    const tags = [kind === 'worksheet' ? 'worksheet-status' : 'status'];

    app.get(path, {
      schema: { tags, security, response: { 200: ok(groupedStatusesSchema), ...errors(401, 403) } },
      preHandler: mayRead,
      handler: async (request) => ({ data: await listStatuses(deps.db, { accountId: scopeOf(request).accountId, kind }) }),
    });

    app.post(path, {
      schema: {
        tags,
        security,
        body: createStatusBodySchema,
        response: { 201: ok(statusSchema), ...errors(400, 401, ...(kind === 'worksheet' ? ([402] as const) : []), 403) },
      },
      preValidation: mayManage,
      handler: async (request, reply) => {
        // Workflows (a plan feature): a new work-order status; renaming, moving, deleting stay open.
        if (kind === 'worksheet') await assertFeature(deps, scopeOf(request), 'workflows');
        return reply.code(201).send({ data: await createStatus(deps.db, { accountId: scopeOf(request).accountId, kind, body: request.body }) });
      },
    });

    app.patch(`${path}/:id`, {
      schema: {
        tags,
        security,
        params: statusParamsSchema,
        body: updateStatusBodySchema,
        response: { 200: ok(statusSchema), ...errors(400, 401, 403, 404, 409) },
      },
      preValidation: mayManage,
      handler: async (request) => ({
        data: await updateStatus(deps.db, { accountId: scopeOf(request).accountId, kind, id: request.params.id, body: request.body }),
      }),
    });

    app.delete(`${path}/:id`, {
      schema: { tags, security, params: statusParamsSchema, response: { 200: ok(deleteStatusResultSchema), ...errors(400, 401, 403, 404, 409) } },
      preHandler: mayManage,
      handler: async (request) => ({ data: await deleteStatus(deps.db, { accountId: scopeOf(request).accountId, kind, id: request.params.id }) }),
    });
  }
}
