import {
  deleteEquipmentTypeResultSchema,
  equipmentBodySchema,
  equipmentFieldParamsSchema,
  equipmentParamsSchema,
  equipmentTypeListSchema,
  equipmentTypeSchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { createEquipmentType } from './create-equipment-type.js';
import { deleteEquipmentField } from './delete-equipment-field.js';
import { deleteEquipmentType } from './delete-equipment-type.js';
import { getEquipmentType } from './get-equipment-type.js';
import { listEquipmentTypes } from './list-equipment-types.js';
import { updateEquipmentType } from './update-equipment-type.js';

const tags = ['equipments'];
const security = [{ bearer: [] }];

/** Equipment types (workshop §3, §7 "Equipment and exclusions"): read to work, changed in settings. */
export function equipmentRoutes(app: App, deps: AppDeps): void {
  const mayRead = authorize(deps, 'customers:work');
  const mayManage = authorize(deps, 'settings:manage');

  app.get('/equipments', {
    schema: { tags, security, response: { 200: ok(equipmentTypeListSchema), ...errors(401, 403) } },
    preHandler: mayRead,
    handler: async (request) => ({ data: await listEquipmentTypes(deps.db, { accountId: scopeOf(request).accountId }) }),
  });

  app.post('/equipments', {
    schema: { tags, security, body: equipmentBodySchema, response: { 201: ok(equipmentTypeSchema), ...errors(400, 401, 403) } },
    preValidation: mayManage,
    handler: async (request, reply) => reply.code(201).send({ data: await createEquipmentType(deps.db, { accountId: scopeOf(request).accountId, body: request.body }) }),
  });

  app.get('/equipments/:id', {
    schema: { tags, security, params: equipmentParamsSchema, response: { 200: ok(equipmentTypeSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayRead,
    handler: async (request) => ({ data: await getEquipmentType(deps.db, { accountId: scopeOf(request).accountId, id: request.params.id }) }),
  });

  app.put('/equipments/:id', {
    schema: {
      tags,
      security,
      params: equipmentParamsSchema,
      body: equipmentBodySchema,
      response: { 200: ok(equipmentTypeSchema), ...errors(400, 401, 403, 404) },
    },
    preValidation: mayManage,
    handler: async (request) => ({
      data: await updateEquipmentType(deps.db, { accountId: scopeOf(request).accountId, id: request.params.id, body: request.body }),
    }),
  });

  app.delete('/equipments/:id/fields/:fieldId', {
    schema: { tags, security, params: equipmentFieldParamsSchema, response: { 200: ok(equipmentTypeSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayManage,
    handler: async (request) => ({
      data: await deleteEquipmentField(deps.db, { accountId: scopeOf(request).accountId, id: request.params.id, fieldId: request.params.fieldId }),
    }),
  });

  app.delete('/equipments/:id', {
    schema: { tags, security, params: equipmentParamsSchema, response: { 200: ok(deleteEquipmentTypeResultSchema), ...errors(400, 401, 403, 404, 409) } },
    preHandler: mayManage,
    handler: async (request) => ({ data: await deleteEquipmentType(deps.db, { accountId: scopeOf(request).accountId, id: request.params.id }) }),
  });
}
