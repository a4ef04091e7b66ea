import {
  customerAddressListSchema,
  customerBodySchema,
  customerListQuerySchema,
  customerListSchema,
  customerParamsSchema,
  customerSchema,
  deleteCustomerResultSchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { createCustomer } from './create-customer.js';
import { deleteCustomer } from './delete-customer.js';
import { getCustomer } from './get-customer.js';
import { listCustomerAddresses } from './list-customer-addresses.js';
import { listCustomerPage } from './list-customers.js';
import { requireCustomerDetails } from './require-customer-details.js';
import { updateCustomer } from './update-customer.js';

const tags = ['customers'];
const security = [{ bearer: [] }];

export function customerRoutes(app: App, deps: AppDeps): void {
  const mayWork = authorize(deps, 'customers:work');
  // Saves check the role, then that the body says anything at all, before the body schema.
  const maySave = [mayWork, requireCustomerDetails];

  app.get('/customers', {
    schema: { tags, security, querystring: customerListQuerySchema, response: { 200: ok(customerListSchema), ...errors(400, 401, 403) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await listCustomerPage(deps.db, { ...request.query, accountId: scopeOf(request).accountId }) }),
  });

  app.post('/customers', {
    schema: { tags, security, body: customerBodySchema, response: { 201: ok(customerSchema), ...errors(400, 401, 402, 403, 409) } },
    preValidation: maySave,
    handler: async (request, reply) => reply.code(201).send({ data: await createCustomer(deps.db, { accountId: scopeOf(request).accountId, body: request.body }, deps) }),
  });

  app.get('/customers/:uuid', {
    schema: { tags, security, params: customerParamsSchema, response: { 200: ok(customerSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await getCustomer(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });

  app.put('/customers/:uuid', {
    schema: {
      tags,
      security,
      params: customerParamsSchema,
      body: customerBodySchema,
      response: { 200: ok(customerSchema), ...errors(400, 401, 403, 404, 409) },
    },
    preValidation: maySave,
    handler: async (request) => ({
      data: await updateCustomer(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid, body: request.body }),
    }),
  });

  app.delete('/customers/:uuid', {
    schema: { tags, security, params: customerParamsSchema, response: { 200: ok(deleteCustomerResultSchema), ...errors(400, 401, 403, 404) } },
    preHandler: authorize(deps, 'customers:delete'),
    handler: async (request) => ({ data: await deleteCustomer(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });

  app.get('/customers/:uuid/addresses', {
    schema: { tags, security, params: customerParamsSchema, response: { 200: ok(customerAddressListSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await listCustomerAddresses(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });
}
