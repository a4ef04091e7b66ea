import fastifyMultipart from '@fastify/multipart';
import { uploadFileParamsSchema, uploadParamsSchema, uploadResultSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authenticate, authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { storageFor } from '../../storage/storage-for.js';
import { isStorageKey } from '../../storage/storage.js';
import { readUploadedFile, UPLOAD_LIMITS } from './read-file.js';
import { uploadBrandLogo } from './upload-brand-logo.js';
import { uploadProfilePicture } from './upload-profile-picture.js';
import { imageResponse, multipartBody } from './schemas.js';
import { uploadNotFound } from './upload-errors.js';

const tags = ['uploads'];
const security = [{ bearer: [] }];

/** Served uploads never run as anything but an image, and never change under their name. */
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
  'cache-control': 'public, max-age=31536000, immutable',
  'content-disposition': 'inline',
};

export function uploadRoutes(app: App, deps: AppDeps): void {
  const storage = storageFor(deps);
  // Multipart parsing exists only in this scope: no other route accepts multipart bodies.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    const uploads = scope as unknown as App;

    uploads.post('/upload/:uuid/profile', {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: uploadParamsSchema,
        body: multipartBody,
        response: { 200: ok(uploadResultSchema), ...errors(400, 401, 403, 404, 413, 415) },
      },
      preHandler: authenticate(deps),
      handler: async (request) => ({
        data: await uploadProfilePicture(
          { ...deps, storage },
          { ...scopeOf(request), uuid: request.params.uuid, read: () => readUploadedFile(request), log: request.log },
        ),
      }),
    });

    uploads.post('/upload/:uuid/logo', {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: uploadParamsSchema,
        body: multipartBody,
        response: { 200: ok(uploadResultSchema), ...errors(400, 401, 403, 404, 413, 415) },
      },
      preHandler: authorize(deps, 'settings:manage'),
      handler: async (request) => ({
        data: await uploadBrandLogo(
          { ...deps, storage },
          { accountId: scopeOf(request).accountId, uuid: request.params.uuid, read: () => readUploadedFile(request), log: request.log },
        ),
      }),
    });

    // Public: an <img> cannot send a bearer token. The names are random (192 bits) and unguessable.
    uploads.get('/uploads/:file', {
      schema: { tags, params: uploadFileParamsSchema, response: { 200: imageResponse, ...errors(404) } },
      handler: async (request, reply) => {
        const stored = isStorageKey(request.params.file) ? await storage.get(request.params.file) : undefined;
        if (!stored) throw uploadNotFound();
        return reply.headers(SERVED_HEADERS).type(stored.contentType).send(stored.body);
      },
    });
  });
}
