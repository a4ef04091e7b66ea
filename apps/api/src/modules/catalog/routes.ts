import {
  catalogItemSchema,
  catalogListQuerySchema,
  catalogListSchema,
  catalogParamsSchema,
  deletedCatalogItemSchema,
  productBodySchema,
  serviceBodySchema,
  type CatalogKind,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { createCatalogItem } from './create-catalog-item.js';
import { deleteCatalogItem } from './delete-catalog-item.js';
import { getCatalogItem } from './get-catalog-item.js';
import { listCatalogPage } from './list-catalog-items.js';
import { updateCatalogItem } from './update-catalog-item.js';

const security = [{ bearer: [] }];

/** The catalogue (workshop §3, §7 "GET /services", "GET /products"): read to work, changed by managers. */
export function catalogRoutes(app: App, deps: AppDeps): void {
  kindRoutes(app, deps, { path: '/services', kind: 'SERVICE', body: serviceBodySchema });
  kindRoutes(app, deps, { path: '/products', kind: 'PRODUCT', body: productBodySchema });
}

function kindRoutes(app: App, deps: AppDeps, { path, kind, body }: { path: string; kind: CatalogKind; body: typeof serviceBodySchema | typeof productBodySchema }): void {
  const tags = ['catalog'];
  const mayRead = authorize(deps, 'catalog:read');
  // Writes check the role before the body: an EMPLOYEE gets 403, whatever they send.
  const mayManage = authorize(deps, 'catalog:manage');

  app.get(path, {
    schema: { tags, security, querystring: catalogListQuerySchema, response: { 200: ok(catalogListSchema), ...errors(400, 401, 403) } },
    preHandler: mayRead,
    handler: async (request) => ({ data: await listCatalogPage(deps.db, { ...request.query, accountId: scopeOf(request).accountId, kind }) }),
  });

  app.post(path, {
    schema: { tags, security, body, response: { 201: ok(catalogItemSchema), ...errors(400, 401, 403, 409) } },
    preValidation: mayManage,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createCatalogItem(deps.db, { accountId: scopeOf(request).accountId, kind, body: request.body }) }),
  });

  app.get(`${path}/:id`, {
    schema: { tags, security, params: catalogParamsSchema, response: { 200: ok(catalogItemSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayRead,
    handler: async (request) => ({ data: await getCatalogItem(deps.db, { accountId: scopeOf(request).accountId, kind, id: request.params.id }) }),
  });

  app.put(`${path}/:id`, {
    schema: { tags, security, params: catalogParamsSchema, body, response: { 200: ok(catalogItemSchema), ...errors(400, 401, 403, 404, 409) } },
    preValidation: mayManage,
    handler: async (request) => ({ data: await updateCatalogItem(deps.db, { accountId: scopeOf(request).accountId, kind, id: request.params.id, body: request.body }) }),
  });

  app.delete(`${path}/:id`, {
    schema: { tags, security, params: catalogParamsSchema, response: { 200: ok(deletedCatalogItemSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayManage,
    handler: async (request) => ({ data: await deleteCatalogItem(deps.db, { accountId: scopeOf(request).accountId, kind, id: request.params.id }) }),
  });
}
