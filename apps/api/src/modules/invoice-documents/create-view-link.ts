import type { ViewLink } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { Scope } from '../../http/scope.js';
import { invoiceNotFound } from '../invoices/invoice-errors.js';
import { findInvoice } from '../invoices/queries.js';
import { invoiceNotIssued } from './document-errors.js';
import { signViewToken, viewLinkUrl } from './view-link-token.js';

/** POST /invoices/{uuid}/view-link: the customer's signed link to an issued document, valid VIEW_LINK_TTL_DAYS. */
export async function createViewLink(deps: AppDeps, { accountId, uuid }: Scope & { uuid: string }): Promise<ViewLink> {
  const row = await findInvoice(deps.db, { accountId, uuid });
  if (!row) throw invoiceNotFound();
  if (row.status === 'DRAFT') throw invoiceNotIssued();
  const { token, expiresAt } = signViewToken(deps.config.jwtSecret, row.uuid);
  return { url: viewLinkUrl(deps.config.publicUrl, row.uuid, token), token, expiresAt: expiresAt.toISOString() };
}
