import { z } from 'zod';

/** API key as listed (shell spec §3): the secret is never shown again after creation. */
export const apiKeySchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** First characters of the key, to recognise it. */
  prefix: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  createdBy: z.object({ uuid: z.uuid(), fullname: z.string() }),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });

/** POST /api/api-keys: name required (shell §5); optional expiry (a future date-time). */
export const createApiKeyBodySchema = z.object({
  name: z.string({ error: 'ERR_NAME_REQUIRED' }).trim().min(1, 'ERR_NAME_REQUIRED').max(80, 'ERR_VALIDATION'),
  description: z.string().trim().max(300, 'ERR_VALIDATION').nullish(),
  expiresAt: z.iso.datetime({ offset: true, error: 'ERR_INVALID_DATE' }).nullish(),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** The creation answer: the key (`key`, the secret) is shown once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

export const apiKeyParamsSchema = z.object({ uuid: z.uuid('ERR_NOT_FOUND') });

/** Keys start with this, so the server tells them from access tokens at a glance. */
export const API_KEY_PREFIX = 'atk_';
