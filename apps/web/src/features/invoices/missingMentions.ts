import type { ApiError } from '@atelier/contracts';
import { customerPath } from '../customers';

/** Where a missing mention is filled: the shop's legal identity (/settings/invoice), its address, or the customer's page. */
export interface MissingMention {
  field: string;
  /** Translation key of the mention in words; an unknown field is shown as sent. */
  label: string;
  to: string;
}

const SETTINGS = '/settings/invoice';

/**
 * The mentions a refused issue lists (422 ERR_MISSING_MENTIONS, `details` = `{ field }` per
 * missing mention, contracts' missingMentions), each in words with the page where it is filled.
 */
export function missingMentionLinks(error: ApiError, customerUuid: string): MissingMention[] {
  if (error.message !== 'ERR_MISSING_MENTIONS') return [];
  const fields = [...new Set(error.details.map((detail) => detail.field).filter((field): field is string => !!field))];
  return fields.map((field) => ({
    field,
    label: `invoices.mention.${field.replace('.', '_')}`,
    to: field.startsWith('customer.') ? customerPath(customerUuid) : field === 'seller.address' ? '/settings/workspace' : SETTINGS,
  }));
}
