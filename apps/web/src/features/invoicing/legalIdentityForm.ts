import { DEFAULT_LATE_PAYMENT_PENALTY_FR, legalIdentityBodySchema, type LegalIdentity, type LegalIdentityBody } from '@atelier/contracts/legal-identity';
import { zodFormValidator } from '../../shared/forms/zodFormValidator';

/** The text fields of the legal identity, as the form holds them ('' for none). */
export const LEGAL_TEXT_FIELDS = [
  'legalName',
  'legalForm',
  'shareCapital',
  'gstNumber',
  'qstNumber',
  'siren',
  'siret',
  'vatNumber',
  'rcs',
  'latePaymentPenalty',
  'footer',
] as const;
type LegalTextField = (typeof LEGAL_TEXT_FIELDS)[number];

export type LegalIdentityFormValues = Record<LegalTextField, string> & { vatExempt: boolean };

/** Every field the server may name in an error's details (they are the form's own paths). */
export const LEGAL_FIELDS: readonly string[] = [...LEGAL_TEXT_FIELDS, 'vatExempt'];

/** The two sets of registration numbers; the shop's own country's comes first. */
export type LegalSection = 'canada' | 'france';

/** The shop's country (ISO code of the workspace address), upper case, or null when unset. */
export function shopCountry(address: { country: string | null } | null | undefined): string | null {
  const country = address?.country?.trim().toUpperCase();
  return country || null;
}

/** France first for a French shop; Québec/Canada first otherwise (the product's first market). */
export function legalSections(country: string | null): LegalSection[] {
  return country === 'FR' ? ['france', 'canada'] : ['canada', 'france'];
}

export function legalIdentityFormValues(stored: LegalIdentity): LegalIdentityFormValues {
  const values = { vatExempt: stored.vatExempt } as LegalIdentityFormValues;
  for (const field of LEGAL_TEXT_FIELDS) values[field] = stored[field] ?? '';
  return values;
}

/**
 * The late-payment mention a French shop is offered when it has none (Code de commerce L441-10):
 * the default text, or null when nothing is to be proposed.
 */
export function proposedLatePenalty(values: LegalIdentityFormValues, country: string | null): string | null {
  return country === 'FR' && values.latePaymentPenalty.trim() === '' ? DEFAULT_LATE_PAYMENT_PENALTY_FR : null;
}

/** The PUT body: texts trimmed, blank ones null (the contract reads them so too). */
export function legalIdentityBody(values: LegalIdentityFormValues): LegalIdentityBody {
  const body = { vatExempt: values.vatExempt } as LegalIdentityBody & Record<LegalTextField, string | null>;
  for (const field of LEGAL_TEXT_FIELDS) body[field] = values[field].trim() || null;
  return body;
}

/**
 * Errors by field (translation keys), by the contract's own validators: GST 123456789 RT 0001,
 * QST 1234567890 TQ 0001, SIREN and SIRET with their Luhn key (the SIRET starting with the SIREN),
 * the intra-community VAT number (FR key checked), lengths.
 */
export const validateLegalIdentity = zodFormValidator<LegalIdentityFormValues>(legalIdentityBodySchema, {
  toInput: legalIdentityBody,
  fields: LEGAL_FIELDS,
});
