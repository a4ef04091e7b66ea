import type { ApiKey } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { Scope } from '../../http/scope.js';
import { presentApiKey } from './presenters.js';
import { findApiKey, revokeApiKey } from './queries.js';
import { apiKeyNotFound } from './api-key-errors.js';

/** DELETE /api-keys/{uuid}: the key stops working at once; it stays listed as revoked. */
export async function revokeAccountApiKey(deps: AppDeps, { accountId, uuid }: Scope & { uuid: string }): Promise<ApiKey> {
  await revokeApiKey(deps.db, { accountId, uuid });
  const found = await findApiKey(deps.db, { accountId, uuid });
  // Another account's key is not found, exactly like a missing one.
  if (!found) throw apiKeyNotFound();
  return presentApiKey(found);
}
