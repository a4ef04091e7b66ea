import { DEFAULT_DUE_DAYS } from '@atelier/contracts/invoice-terms';
import type { DocumentData } from './documentData';
import { addDays, type DocumentFormat } from './documentFormat';
import type { DocumentTexts } from './documentTexts';

export interface LegalMentions {
  /** Under the seller's name: who the seller is in law (legal name and form, registrations). */
  identity: string[];
  /** At the bottom: what the law wants said about prices and payment (franchise, penalties, hourly rate). */
  terms: string[];
}

/**
 * The legal mentions a document prints, by the seller's country (issue 14):
 * - Canada: the GST/HST number, and the QST number (Québec); Revenu Québec wants them on the invoice.
 * - France (CGI ann. II art. 242 nonies A, C. com. L441-9): legal name, form and share capital,
 *   SIREN/SIRET, RCS, intra-community VAT number or the franchise mention (art. 293 B); for a
 *   business customer the late-payment penalty and the 40 € recovery indemnity (L441-10).
 * - Elsewhere: whichever registrations the shop has entered.
 * The labour hourly rate is printed whenever the shop has one (France, arrêté du 27 mars 1987).
 * Only what is set is printed: a missing mention is refused at issue, not invented here.
 */
export function legalMentions(doc: DocumentData, t: DocumentTexts, fmt: DocumentFormat): LegalMentions {
  const { legal } = doc.seller;
  const country = doc.seller.address?.country ?? null;
  const identity: string[] = [];
  const terms: string[] = [];
  const canadian = () => {
    if (legal.gstNumber) identity.push(`${t.gst}${t.colon} ${legal.gstNumber}`);
    if (legal.qstNumber) identity.push(`${t.qst}${t.colon} ${legal.qstNumber}`);
  };
  const french = () => {
    const company = [
      legal.legalName && legal.legalName !== doc.seller.name ? legal.legalName : null,
      legal.legalForm,
      legal.shareCapital ? t.shareCapital(legal.shareCapital) : null,
    ]
      .filter(Boolean)
      .join(' ');
    if (company) identity.push(company);
    if (legal.siren) identity.push(`${t.siren}${t.colon} ${legal.siren}`);
    if (legal.siret) identity.push(`${t.siret}${t.colon} ${legal.siret}`);
    if (legal.rcs) identity.push(legal.rcs);
    if (legal.vatNumber) identity.push(`${t.vatNumber}${t.colon} ${legal.vatNumber}`);
  };

  if (country === 'CA') {
    if (legal.legalName && legal.legalName !== doc.seller.name) identity.push(legal.legalName);
    canadian();
  } else if (country === 'FR') {
    french();
  } else {
    french();
    canadian();
  }

  if (doc.seller.hourlyRate > 0) terms.push(t.hourlyRate(fmt.money(doc.seller.hourlyRate)));
  if (legal.vatExempt) terms.push(t.vatExempt);
  if (country === 'FR' && doc.businessCustomer && doc.kind === 'INVOICE') {
    if (legal.latePaymentPenalty) terms.push(legal.latePaymentPenalty);
    terms.push(t.recoveryIndemnity);
  }
  return { identity, terms };
}

/** The due date printed: the document's own, else (issued invoices) the issue date + the default terms. Credit notes have none. */
export function printedDueDate(doc: Pick<DocumentData, 'kind' | 'dueDate' | 'issueDate'>): string | null {
  if (doc.kind === 'CREDIT_NOTE') return null;
  if (doc.dueDate) return doc.dueDate;
  return doc.issueDate ? addDays(doc.issueDate, DEFAULT_DUE_DAYS) : null;
}
