import type { LegalIdentity } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { legalIdentityOf } from './legal-identity-of.js';
import { upsertLegalIdentity } from './queries.js';

/**
 * PUT /invoicing/legal-identity: the body (already checked: SIREN/SIRET checksums, VAT key,
 * GST/QST formats, SIRET within the SIREN) replaces the shop's identity. Issued invoices keep
 * the identity frozen in their snapshot; only the next ones print the new one.
 */
export async function saveLegalIdentity(db: DbOrTx, { accountId, body }: Scope & { body: LegalIdentity }): Promise<LegalIdentity> {
  await upsertLegalIdentity(db, { accountId, identity: body });
  return legalIdentityOf(db, { accountId });
}
