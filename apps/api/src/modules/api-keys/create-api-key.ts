import type { CreateApiKeyBody } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { RequestScope } from '../../http/scope.js';
import { assertWithinLimit } from '../billing/index.js';
import { presentApiKey } from './presenters.js';
import { findApiKey, insertApiKey } from './queries.js';
import { newApiKeySecret } from './secrets.js';
import { expiryInThePast } from './api-key-errors.js';

/**
 * POST /api-keys (shell §2 "API keys page"): a key of the caller's account acting with the
 * caller's rights (as they are at each call). The secret is answered once and stored hashed.
 * Within the plan's live keys: the count and the insert in one transaction.
 */
export async function createApiKey(deps: AppDeps, { body, ...auth }: RequestScope & { body: CreateApiKeyBody }) {
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw expiryInThePast();
  const { key, hash, prefix } = newApiKeySecret();
  const accountId = auth.user.accountId;
  const uuid = await deps.db.transaction(async (tx) => {
    await assertWithinLimit(tx, deps, { accountId }, 'apiKeys');
    return insertApiKey(tx, {
      accountId,
      userId: auth.user.id,
      name: body.name,
      description: body.description || null,
      prefix,
      keyHash: hash,
      expiresAt,
    });
  });
  return { ...presentApiKey((await findApiKey(deps.db, { accountId, uuid }))!), key };
}
