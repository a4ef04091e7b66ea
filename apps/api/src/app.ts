import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_RELEASE } from '@atelier/contracts';
import { API_ROOT } from './api-root.js';
import type { AppDeps } from './deps.js';
import { registerBookWidget } from './http/book-widget.js';
import { registerCompression } from './http/compression.js';
import { CORRELATION_HEADER, correlationId } from './http/correlation.js';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './http/error-handler.js';
import { OneLineRequestLog } from './http/request-log.js';
import { registerSecurityHeaders, subresourceHeaders } from './http/security-headers.js';
import { storableTextValidatorCompiler } from './http/storable-text-validator.js';
import type { App } from './http/types.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { apiKeyRoutes } from './modules/api-keys/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { brandRoutes } from './modules/brands/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { customerRoutes } from './modules/customers/routes.js';
import { entryRoutes } from './modules/entries/routes.js';
import { equipmentRoutes } from './modules/equipments/routes.js';
import { exclusionRoutes } from './modules/exclusions/routes.js';
import { featureRoutes } from './modules/features/routes.js';
import { geoRoutes } from './modules/geo/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { invoiceDocumentRoutes } from './modules/invoice-documents/routes.js';
import { publicInvoiceRoutes } from './modules/invoice-documents/public-routes.js';
import { makeRoutes } from './modules/makes/routes.js';
import { mechRoutes } from './modules/mechs/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { statusRoutes } from './modules/statuses/routes.js';
import { taxRoutes } from './modules/taxes/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { vinRoutes } from './modules/vin/routes.js';
import { worksheetEntryRoutes } from './modules/worksheet-entries/routes.js';
import { worksheetRoutes } from './modules/worksheets/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { timelogRoutes } from './modules/timelog/routes.js';
import { invoiceLegalRoutes } from './modules/invoice-legal/routes.js';
import { invoiceJournalRoutes } from './modules/invoice-journal/routes.js';
import { invoiceIssueRoutes } from './modules/invoice-issue/routes.js';
import { bookingSettingsRoutes } from './modules/booking-settings/routes.js';
import { eventRoutes } from './modules/events/routes.js';
import { bookingGuardRoutes } from './modules/booking-guard/routes.js';
import { bookingRoutes } from './modules/booking/routes.js';
import { billingStripeRoutes } from './modules/billing-stripe/routes.js';

export const DEFAULT_WEB_DIST = join(API_ROOT, '..', 'web', 'dist');

type Options = { logger?: FastifyBaseLogger; webDist?: string };

/** The whole HTTP application: the API under /api and the built web app at /. */
export async function buildApp(deps: AppDeps, options: Options = {}): Promise<App> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: correlationId,
    logController: new OneLineRequestLog(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(storableTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('scope', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(CORRELATION_HEADER, request.id);
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app, deps.config);
  await registerCompression(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Atelier API', version: APP_RELEASE, description: 'Workshop management API. Authenticate with a bearer access token.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      healthRoutes(typed, deps);
      authRoutes(typed, deps);
      brandRoutes(typed, deps);
      accountRoutes(typed, deps);
      billingRoutes(typed, deps);
      userRoutes(typed, deps);
      apiKeyRoutes(typed, deps);
      uploadRoutes(typed, deps);
      featureRoutes(typed, deps);
      geoRoutes(typed, deps);
      contactRoutes(typed, deps);
      vinRoutes(typed, deps);
      makeRoutes(typed, deps);
      exclusionRoutes(typed, deps);
      customerRoutes(typed, deps);
      searchRoutes(typed, deps);
      equipmentRoutes(typed, deps);
      mechRoutes(typed, deps);
      statusRoutes(typed, deps);
      taxRoutes(typed, deps);
      catalogRoutes(typed, deps);
      entryRoutes(typed, deps);
      worksheetRoutes(typed, deps);
      worksheetEntryRoutes(typed, deps);
      reportRoutes(typed, deps);
      timelogRoutes(typed, deps);
      invoiceLegalRoutes(typed, deps);
      invoiceIssueRoutes(typed, deps);
      invoiceRoutes(typed, deps);
      invoiceJournalRoutes(typed, deps);
      invoiceDocumentRoutes(typed, deps);
      bookingSettingsRoutes(typed, deps);
      eventRoutes(typed, deps);
      // Checkout, invoices and portal (billing:manage); Stripe's signed webhook without authentication.
      billingStripeRoutes(typed, deps);
      // Without authentication: the customer's signed link (rate-limited per IP).
      publicInvoiceRoutes(typed, deps);
      // Without authentication: the booking widget's challenge, codes and the calendar feed (rate-limited).
      bookingGuardRoutes(typed, deps);
      // Without authentication: the public booking widget's calls (rate-limited per IP and per shop).
      bookingRoutes(typed, deps);
    },
    { prefix: '/api' },
  );

  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): sent
      // as they are, by the browser's Accept-Encoding, with Vary: Accept-Encoding.
      preCompressed: true,
      // The booking widget has its own routes and policy (http/book-widget.ts).
      globIgnore: ['book/**'],
      setHeaders: (reply, path) => {
        const inDist = relative(webDist, path);
        reply.header('Cache-Control', webFileCaching(inDist));
        subresourceHeaders(reply, inDist);
      },
    });
    await registerBookWidget(app, webDist);
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain').send('The web app is not built yet: run `npm run build`, or `npm start`, which builds it.'),
    );
  }
  return app;
}

/**
 * Hashed files under assets/ never change under their name: cached for a year without asking.
 * Everything else (index.html, theme-init.js, the favicon) is revalidated on each use with its
 * ETag / Last-Modified, so a new release shows at the next load. That includes the service worker
 * sw.js and manifest.webmanifest (issue 17): a worker file held by a cache would block every update.
 */
export function webFileCaching(pathInDist: string): string {
  return pathInDist.startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
