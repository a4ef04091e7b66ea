import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/authenticate.js';
import type { Storage } from '../../storage/storage.js';
import { IMAGE_BOX } from './images.js';
import { findBrand, replaceBrandLogo } from './queries.js';
import { storeImage } from './store-image.js';

const brandNotFound = () => new AppError(404, 'ERR_NOT_FOUND');

/**
 * POST /upload/{uuid}/logo: the logo of a workspace of the caller's account (the route requires
 * settings:manage). Another account's brand is not found, like a missing one.
 */
export async function uploadBrandLogo(
  deps: AppDeps,
  storage: Storage,
  auth: AuthContext,
  uuid: string,
  upload: { read: () => Promise<Buffer>; log: FastifyBaseLogger },
): Promise<{ path: string }> {
  const scope = { accountId: auth.user.accountId, uuid };
  if (!(await findBrand(deps.db, scope))) throw brandNotFound();
  const file = await upload.read();
  const path = await storeImage(deps, storage, { file, box: IMAGE_BOX.logo, log: upload.log }, async (tx, logo) => {
    const replaced = await replaceBrandLogo(tx, scope, logo);
    if (!replaced) throw brandNotFound();
    return replaced.previous;
  });
  return { path };
}
