import {
  changePasswordBodySchema,
  changePasswordResultSchema,
  deleteUserResultSchema,
  inviteUserBodySchema,
  replaceUserBodySchema,
  updateUserBodySchema,
  userListQuerySchema,
  userListSchema,
  userParamsSchema,
  userSchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authenticate, authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { changePassword } from './change-password.js';
import { deleteUser } from './delete-user.js';
import { getUser } from './get-user.js';
import { inviteUser } from './invite-user.js';
import { presentUser } from './presenters.js';
import { listUsers } from './queries.js';
import { updateUser } from './update-user.js';

const tags = ['users'];
const security = [{ bearer: [] }];

export function userRoutes(app: App, deps: AppDeps): void {
  // Routes open to oneself check the rest in their service (profile:own or a users permission).
  const signedIn = authenticate(deps);

  app.get('/users', {
    schema: { tags, security, querystring: userListQuerySchema, response: { 200: ok(userListSchema), ...errors(400, 401, 403) } },
    preHandler: authorize(deps, 'users:read'),
    handler: async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listUsers(deps.db, { ...request.query, accountId: scopeOf(request).accountId });
      return { data: { items: rows.map(presentUser), page, pageSize, total } };
    },
  });

  app.post('/users/invite', {
    schema: { tags, security, body: inviteUserBodySchema, response: { 201: ok(userSchema), ...errors(400, 401, 402, 403, 409) } },
    preHandler: authorize(deps, 'users:manage'),
    handler: async (request, reply) => reply.code(201).send({ data: await inviteUser(deps, { ...scopeOf(request), body: request.body, log: request.log }) }),
  });

  app.get('/users/:uuid', {
    schema: { tags, security, params: userParamsSchema, response: { 200: ok(userSchema), ...errors(400, 401, 403, 404) } },
    preHandler: signedIn,
    handler: async (request) => ({ data: await getUser(deps, { ...scopeOf(request), uuid: request.params.uuid }) }),
  });

  app.patch('/users/:uuid', {
    schema: {
      tags,
      security,
      params: userParamsSchema,
      body: updateUserBodySchema,
      response: { 200: ok(userSchema), ...errors(400, 401, 403, 404, 409) },
    },
    preHandler: signedIn,
    handler: async (request) => ({ data: await updateUser(deps, { ...scopeOf(request), uuid: request.params.uuid, body: request.body }) }),
  });

  app.put('/users/:uuid', {
    schema: {
      tags,
      security,
      params: userParamsSchema,
      body: replaceUserBodySchema,
      response: { 200: ok(userSchema), ...errors(400, 401, 403, 404, 409) },
    },
    preHandler: signedIn,
    handler: async (request) => {
      // The client sends the whole user; only the editable fields count.
      const { fullname, permissionFlags } = request.body;
      return { data: await updateUser(deps, { ...scopeOf(request), uuid: request.params.uuid, body: { fullname, permissionFlags } }) };
    },
  });

  app.patch('/users/:uuid/password', {
    schema: {
      tags,
      security,
      params: userParamsSchema,
      body: changePasswordBodySchema,
      response: { 200: ok(changePasswordResultSchema), ...errors(400, 401, 403, 404) },
    },
    preHandler: signedIn,
    handler: async (request) => ({ data: await changePassword(deps, { ...scopeOf(request), uuid: request.params.uuid, body: request.body }) }),
  });

  app.delete('/users/:uuid', {
    schema: { tags, security, params: userParamsSchema, response: { 200: ok(deleteUserResultSchema), ...errors(400, 401, 403, 404, 409) } },
    preHandler: authorize(deps, 'users:manage'),
    handler: async (request) => ({ data: await deleteUser(deps, { ...scopeOf(request), uuid: request.params.uuid }) }),
  });
}
