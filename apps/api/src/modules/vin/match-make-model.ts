import type { VinDecode } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { cleanName } from '../makes/make-names.js';
import { findMakeNamed, findModelNamed } from '../makes/queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * The decoded make and model matched to the shop's make list (§5 "Entering a VIN … sets make,
 * model and year"): a SYSTEM make or one of the account's USER makes of that name, accents and
 * case ignored; the model among that make's SYSTEM models and the account's own. An excluded
 * make still matches: the VIN is the truth. Done per request, as USER makes belong to one shop;
 * the decoded answer cached by decoder.ts stays the same for every shop.
 */
export async function matchMakeModel(db: DbOrTx, { accountId, decoded }: Scope & { decoded: VinDecode }): Promise<VinDecode> {
  const make = await findMakeNamed(db, { accountId, name: cleanName(decoded.makeName) });
  if (!make) return { ...decoded, make: null, model: null };
  const makeRef = { id: make.id, name: make.name };
  const model = decoded.modelName ? await findModelNamed(db, { accountId, makeId: make.id, name: cleanName(decoded.modelName) }) : undefined;
  return { ...decoded, make: makeRef, model: model ? { id: model.id, name: model.name, make: makeRef } : null };
}
