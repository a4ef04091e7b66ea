import type { User } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { RequestScope } from '../../http/scope.js';
import { assertSelfOr } from './access.js';
import { userNotFound } from './user-errors.js';
import { presentUser } from './presenters.js';
import { findAccountUser } from './queries.js';

/** GET /users/{uuid}: oneself (profile:own) or, with users:read, a live user of the same account. */
export async function getUser(deps: AppDeps, { uuid, ...auth }: RequestScope & { uuid: string }): Promise<User> {
  assertSelfOr(auth.user, uuid, 'users:read');
  const found = await findAccountUser(deps.db, { accountId: auth.user.accountId, uuid });
  if (!found) throw userNotFound();
  return presentUser(found);
}
