import type { ApiKey } from '@atelier/contracts';
import type { ApiKeyWithCreator } from './queries.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Row → the ApiKey contract: the hash never leaves the server, the secret is not stored. */
export function presentApiKey({ key, createdBy }: ApiKeyWithCreator): ApiKey {
  return {
    uuid: key.uuid,
    name: key.name,
    description: key.description,
    prefix: key.prefix,
    expiresAt: iso(key.expiresAt),
    lastUsedAt: iso(key.lastUsedAt),
    createdAt: key.createdAt.toISOString(),
    revokedAt: iso(key.revokedAt),
    createdBy,
  };
}
