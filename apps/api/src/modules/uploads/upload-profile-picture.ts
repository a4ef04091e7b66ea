import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { RequestScope } from '../../http/scope.js';
import type { Storage } from '../../storage/storage.js';
import { assertMayEdit, assertSelfOr } from '../users/access.js';
import { userNotFound } from '../users/user-errors.js';
import { findAccountUser } from '../users/queries.js';
import { IMAGE_BOX } from './images.js';
import { replaceUserPicture } from './queries.js';
import { storeImage } from './store-image.js';

/**
 * POST /upload/{uuid}/profile: one's own avatar (profile:own), or, with users:manage, the avatar
 * of a user of the same account (a FULL_ADMIN's only by a FULL_ADMIN). Access is checked before
 * the file is read.
 */
export async function uploadProfilePicture(
  { storage, ...deps }: AppDeps & { storage: Storage },
  { uuid, read, log, ...auth }: RequestScope & { uuid: string; read: () => Promise<Buffer>; log: FastifyBaseLogger },
): Promise<{ path: string }> {
  assertSelfOr(auth.user, uuid, 'users:manage');
  const accountId = auth.user.accountId;
  const target = await findAccountUser(deps.db, { accountId, uuid });
  if (!target) throw userNotFound();
  assertMayEdit(auth.user, target.user);
  const file = await read();
  const path = await storeImage(deps, storage, { file, box: IMAGE_BOX.avatar, log }, async (tx, picture) => {
    const replaced = await replaceUserPicture(tx, { accountId, userId: target.user.id }, picture);
    if (!replaced) throw userNotFound();
    return replaced.previous;
  });
  return { path };
}
