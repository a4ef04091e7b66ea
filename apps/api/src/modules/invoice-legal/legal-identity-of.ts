import { EMPTY_LEGAL_IDENTITY, legalIdentitySchema, type LegalIdentity } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { findLegalIdentityRow } from './queries.js';

/**
 * The shop's legal identity as invoices print it: EMPTY_LEGAL_IDENTITY before the first save.
 * A stored value missing a field (written by an older version) gets that field's empty value,
 * so every reader sees the whole shape.
 */
export async function legalIdentityOf(db: DbOrTx, scope: Scope): Promise<LegalIdentity> {
  const stored = await findLegalIdentityRow(db, scope);
  if (!stored) return EMPTY_LEGAL_IDENTITY;
  const parsed = legalIdentitySchema.safeParse({ ...EMPTY_LEGAL_IDENTITY, ...stored });
  return parsed.success ? parsed.data : { ...EMPTY_LEGAL_IDENTITY, ...stored };
}
