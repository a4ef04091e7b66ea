import type { Brand, UpdateBrandBody } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { adoptRegionDateFormat } from '../accounts/region-date-format.js';
import { adoptRegionTaxes } from '../taxes/adopt-region-taxes.js';
import { normalizeAddress } from './normalize-address.js';
import { presentBrand } from './presenters.js';
import { findBrand, saveBrand } from './queries.js';
import type { Scope } from '../../http/scope.js';
import { brandNotFound } from './brand-errors.js';

/**
 * Saves the workspace profile (setup step 2, /settings/workspace). The address is replaced;
 * email and mobile are changed only when sent (null or '' clears them), so the wizard's address
 * step keeps what the workspace page saved. The mobile keeps the digits as typed (§5 formats
 * it for display only).
 */
export async function updateBrand(db: DbOrTx, { accountId, uuid, body }: Scope & { uuid: string; body: UpdateBrandBody }): Promise<Brand> {
  const address = await normalizeAddress(body.address);
  const row = await db.transaction(async (tx) => {
    const previous = await findBrand(tx, { accountId, uuid });
    const saved = await saveBrand(tx, {
      accountId,
      uuid,
      changes: {
        address,
        ...(body.email !== undefined && { email: body.email }),
        ...(body.mobile !== undefined && { mobile: body.mobile || null }),
      },
    });
    // The address tells the shop's region: untouched sign-up taxes follow it (issue 5).
    if (saved) await adoptRegionTaxes(tx, { accountId, country: address.country, region: address.region });
    // And the date format (issue 10: a new Québec shop read 11/23/2026), by the same rule.
    if (saved) await adoptRegionDateFormat(tx, { accountId, previousCountry: previous?.address?.country, country: address.country });
    return saved;
  });
  if (!row) throw brandNotFound();
  return presentBrand(row);
}
