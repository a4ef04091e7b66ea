import type { ApiKey } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/authenticate.js';
import { presentApiKey } from './presenters.js';
import { findApiKey, revokeApiKey } from './queries.js';

/** DELETE /api-keys/{uuid}: the key stops working at once; it stays listed as revoked. */
export async function revokeAccountApiKey(deps: AppDeps, auth: AuthContext, uuid: string): Promise<ApiKey> {
  const scope = { accountId: auth.user.accountId, uuid };
  await revokeApiKey(deps.db, scope);
  const found = await findApiKey(deps.db, scope);
  // Another account's key is not found, exactly like a missing one.
  if (!found) throw new AppError(404, 'ERR_NOT_FOUND');
  return presentApiKey(found);
}
