import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { Scope } from '../../http/scope.js';
import type { Storage } from '../../storage/storage.js';
import { IMAGE_BOX } from './images.js';
import { findBrand, replaceBrandLogo } from './queries.js';
import { storeImage } from './store-image.js';
import { brandNotFound } from './upload-errors.js';

/**
 * POST /upload/{uuid}/logo: the logo of a workspace of the caller's account (the route requires
 * settings:manage). Another account's brand is not found, like a missing one.
 */
export async function uploadBrandLogo(
  { storage, ...deps }: AppDeps & { storage: Storage },
  { accountId, uuid, read, log }: Scope & { uuid: string; read: () => Promise<Buffer>; log: FastifyBaseLogger },
): Promise<{ path: string }> {
  const scope = { accountId, uuid };
  if (!(await findBrand(deps.db, scope))) throw brandNotFound();
  const file = await read();
  const path = await storeImage(deps, storage, { file, box: IMAGE_BOX.logo, log }, async (tx, logo) => {
    const replaced = await replaceBrandLogo(tx, scope, logo);
    if (!replaced) throw brandNotFound();
    return replaced.previous;
  });
  return { path };
}
