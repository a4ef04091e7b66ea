import { z } from 'zod';
import { optionalText } from './bounds.js';

/*
 * The shop's legal identity as its invoices print it (issue 14, /settings/invoice):
 * Québec/Canada registration numbers, France SIREN/SIRET/VAT/RCS/legal form/share capital, the
 * late-payment mentions for business customers, the VAT franchise. Frozen into each issued invoice.
 */

/** Digits only, spaces and dots removed ('123 456 789' → '123456789'). */
const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** Luhn checksum, as INSEE numbers SIREN (9 digits) and SIRET (14) use it. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const isValidSiren = (value: string): boolean => /^\d{9}$/.test(compact(value)) && luhnValid(compact(value));

/** SIRET: 14 digits, Luhn; La Poste's establishments (SIREN 356000000) may use a digit sum divisible by 5 instead. */
export function isValidSiret(value: string): boolean {
  const digits = compact(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (luhnValid(digits)) return true;
  return digits.startsWith('356000000') && [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
}

/**
 * Intra-community VAT number: two letters then 2–12 letters or digits. A French one is FR + a
 * two-digit key + the SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97.
 */
export function isValidVatNumber(value: string): boolean {
  const v = compact(value);
  if (!/^[A-Z]{2}[0-9A-Z]{2,12}$/.test(v)) return false;
  if (!v.startsWith('FR')) return true;
  const match = /^FR(\d{2})(\d{9})$/.exec(v);
  if (!match) return false;
  const siren = match[2]!;
  return isValidSiren(siren) && Number(match[1]) === (12 + 3 * (Number(siren) % 97)) % 97;
}

/** GST/HST registration (Canada Revenue Agency): a 9-digit business number, RT, a 4-digit account ('123456789 RT 0001'). */
export const isValidGstNumber = (value: string): boolean => /^\d{9}RT\d{4}$/.test(compact(value));
/** QST registration (Revenu Québec): 10 digits, TQ, 4 digits ('1234567890 TQ 0001'). */
export const isValidQstNumber = (value: string): boolean => /^\d{10}TQ\d{4}$/.test(compact(value));

const checked = (max: number, isValid: (v: string) => boolean, code: string) => optionalText(max).refine((v) => v === null || isValid(v), code);

/** Default late-payment mention (Code de commerce L441-10), editable. */
export const DEFAULT_LATE_PAYMENT_PENALTY_FR = 'Pénalités de retard : trois fois le taux d’intérêt légal. Pas d’escompte pour paiement anticipé.';

/** The fields as a PUT sends them: trimmed, blank is null, numbers checked (codes on their fields). */
export const legalIdentityInputSchema = z.object({
  /** Raison sociale; null prints the workspace's name. */
  legalName: optionalText(160),
  /** SARL, SAS, EI, Inc.… A company form (not EI/micro) needs the share capital and RCS in France. */
  legalForm: optionalText(60),
  /** As printed, e.g. '10 000 €'. */
  shareCapital: optionalText(60),
  gstNumber: checked(30, isValidGstNumber, 'ERR_INVALID_GST_NUMBER'),
  qstNumber: checked(30, isValidQstNumber, 'ERR_INVALID_QST_NUMBER'),
  siren: checked(20, isValidSiren, 'ERR_INVALID_SIREN'),
  siret: checked(24, isValidSiret, 'ERR_INVALID_SIRET'),
  vatNumber: checked(20, isValidVatNumber, 'ERR_INVALID_VAT_NUMBER'),
  /** 'RCS Lyon 123 456 789'. */
  rcs: optionalText(80),
  /** VAT franchise (art. 293 B du CGI): no VAT charged, the mention is printed. */
  vatExempt: z.boolean({ error: 'ERR_VALIDATION' }).default(false),
  /** Printed for business customers (France), with the 40 € recovery indemnity. */
  latePaymentPenalty: optionalText(500),
  /** Free text printed at the bottom (payment terms, bank details). */
  footer: optionalText(1000),
});

const printed = z.string().nullable();

/**
 * The identity as stored, answered (GET, each invoice's seller.legal) and printed. Plain on purpose:
 * a response schema must encode, and the input's transforms (trim, blank → null) cannot run backwards.
 */
export const legalIdentitySchema = z.object({
  legalName: printed,
  legalForm: printed,
  shareCapital: printed,
  gstNumber: printed,
  qstNumber: printed,
  siren: printed,
  siret: printed,
  vatNumber: printed,
  rcs: printed,
  vatExempt: z.boolean(),
  latePaymentPenalty: printed,
  footer: printed,
});
export type LegalIdentity = z.infer<typeof legalIdentitySchema>;

/** GET/PUT /api/invoicing/legal-identity (PUT: invoices:finalize). SIRET must start with the SIREN when both are set (ERR_INVALID_SIRET). */
export const legalIdentityBodySchema = legalIdentityInputSchema.superRefine((v, ctx) => {
  if (v.siren && v.siret && isValidSiren(v.siren) && isValidSiret(v.siret) && !compact(v.siret).startsWith(compact(v.siren)))
    ctx.addIssue({ code: 'custom', path: ['siret'], message: 'ERR_INVALID_SIRET' });
});
export type LegalIdentityBody = z.input<typeof legalIdentityBodySchema>;

export const EMPTY_LEGAL_IDENTITY: LegalIdentity = {
  legalName: null,
  legalForm: null,
  shareCapital: null,
  gstNumber: null,
  qstNumber: null,
  siren: null,
  siret: null,
  vatNumber: null,
  rcs: null,
  vatExempt: false,
  latePaymentPenalty: null,
  footer: null,
};

/** Forms of a sole trader: no share capital nor RCS mention required. */
const SOLE_TRADER_FORMS = /^(ei|eirl|micro|auto|entrepreneur individuel)/i;

export interface MentionsInput {
  /** The shop's country and region (workspace address), e.g. 'FR', or 'CA' + 'QC'. */
  country: string | null;
  region: string | null;
  sellerName: string;
  sellerAddressComplete: boolean;
  legal: LegalIdentity;
  buyerName: string;
  buyerAddressComplete: boolean;
  businessCustomer: boolean;
  /** Total with taxes, in cents. */
  totalCents: number;
  /** Whether a tax with a non-zero amount is charged. */
  taxCharged: boolean;
}

/**
 * What a document must print in the shop's country and does not have (issue 14): each as
 * `{ field, message }` with the field of the legal identity (or `seller.address`, `customer.address`)
 * and ERR_REQUIRED. Issuing answers 422 ERR_MISSING_MENTIONS with this list in `details`.
 * - France (CGI annexe II art. 242 nonies A, Code de commerce L441-9): seller name and address,
 *   SIREN or SIRET, VAT number unless under the franchise, legal form/share capital/RCS for a
 *   company, the buyer's name and address, the late-payment penalty for business customers.
 * - Canada: GST number from 100 $ when a tax is charged, plus the QST number in Québec; the
 *   buyer's name from 500 $ (Revenu Québec, GST/QST invoice requirements).
 */
export function missingMentions(input: MentionsInput): { field: string; message: 'ERR_REQUIRED' }[] {
  const missing: string[] = [];
  const { legal } = input;
  if (!input.sellerName.trim()) missing.push('legalName');
  if (input.country === 'FR') {
    if (!input.sellerAddressComplete) missing.push('seller.address');
    if (!legal.siren && !legal.siret) missing.push('siren');
    if (!legal.vatExempt && !legal.vatNumber) missing.push('vatNumber');
    if (legal.legalForm && !SOLE_TRADER_FORMS.test(legal.legalForm)) {
      if (!legal.shareCapital) missing.push('shareCapital');
      if (!legal.rcs) missing.push('rcs');
    }
    if (!input.buyerName.trim()) missing.push('customer.fullname');
    if (!input.buyerAddressComplete) missing.push('customer.address');
    if (input.businessCustomer && !legal.latePaymentPenalty) missing.push('latePaymentPenalty');
  } else if (input.country === 'CA') {
    if (input.totalCents >= 100_00 && input.taxCharged) {
      if (!legal.gstNumber) missing.push('gstNumber');
      if (input.region === 'QC' && !legal.qstNumber) missing.push('qstNumber');
    }
    if (input.totalCents >= 500_00 && !input.buyerName.trim()) missing.push('customer.fullname');
  }
  return missing.map((field) => ({ field, message: 'ERR_REQUIRED' as const }));
}
