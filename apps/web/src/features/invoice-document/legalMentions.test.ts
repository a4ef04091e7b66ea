import { invoiceSchema } from '@atelier/contracts/invoices';
import { isValidGstNumber, isValidQstNumber, isValidSiren, isValidSiret, isValidVatNumber } from '@atelier/contracts/legal-identity';
import { describe, expect, it } from 'vitest';
import { documentFormat } from './documentFormat';
import { documentTexts } from './documentTexts';
import { legalMentions, printedDueDate } from './legalMentions';
import { FR_INVOICE, QC_CREDIT_NOTE, QC_DRAFT, QC_INVOICE, QC_INVOICE_EN } from './testing/fixtures';

const plain = (lines: string[]) => lines.map((line) => line.replace(/\s/gu, ' '));
const mentionsOf = (doc: typeof QC_INVOICE) => {
  const { identity, terms } = legalMentions(doc, documentTexts(doc.language), documentFormat(doc.language, doc.totals.currency));
  return { identity: plain(identity), terms: plain(terms) };
};

describe('the fixtures', () => {
  it('are documents of the contract, with registration numbers the validators accept', () => {
    for (const doc of [QC_INVOICE, FR_INVOICE, QC_CREDIT_NOTE, QC_DRAFT, QC_INVOICE_EN]) expect(invoiceSchema.safeParse(doc).success).toBe(true);
    const qc = QC_INVOICE.seller.legal;
    const fr = FR_INVOICE.seller.legal;
    expect([isValidGstNumber(qc.gstNumber!), isValidQstNumber(qc.qstNumber!)]).toEqual([true, true]);
    expect([isValidSiren(fr.siren!), isValidSiret(fr.siret!), isValidVatNumber(fr.vatNumber!)]).toEqual([true, true, true]);
  });
});

describe('legalMentions', () => {
  it('Québec: the legal name, the GST and QST numbers and the hourly rate; no French mention', () => {
    const { identity, terms } = mentionsOf(QC_INVOICE);
    expect(identity).toEqual(['Garage Beaubien inc.', 'TPS/TVH : 123456789 RT 0001', 'TVQ : 1234567890 TQ 0001']);
    expect(terms).toEqual(['Taux horaire de la main-d’œuvre : 95,00 $']);
  });

  it('in English for an English document', () => {
    const { identity, terms } = mentionsOf(QC_INVOICE_EN);
    expect(identity).toEqual(['Garage Beaubien inc.', 'GST/HST: 123456789 RT 0001', 'QST: 1234567890 TQ 0001']);
    expect(terms).toEqual(['Labour hourly rate: $95.00']);
  });

  it('France: company, SIREN, SIRET, RCS, VAT number; a business customer gets the penalty and the 40 € indemnity', () => {
    const { identity, terms } = mentionsOf(FR_INVOICE);
    expect(identity).toEqual([
      'AMR Lyon SARL au capital de 10 000 €',
      'SIREN : 732829320',
      'SIRET : 73282932000074',
      'RCS Lyon 732 829 320',
      'N° TVA intracommunautaire : FR44732829320',
    ]);
    expect(terms).toEqual([
      'Taux horaire de la main-d’œuvre : 68,00 €',
      'Pénalités de retard : trois fois le taux d’intérêt légal. Pas d’escompte pour paiement anticipé.',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €',
    ]);
  });

  it('France: a private customer gets no penalty mention; the franchise prints art. 293 B', () => {
    const exempt = { ...FR_INVOICE, businessCustomer: false, seller: { ...FR_INVOICE.seller, legal: { ...FR_INVOICE.seller.legal, vatExempt: true, vatNumber: null } } };
    const { identity, terms } = mentionsOf(exempt);
    expect(identity.some((line) => line.includes('TVA intracommunautaire'))).toBe(false);
    expect(terms).toEqual(['Taux horaire de la main-d’œuvre : 68,00 €', 'TVA non applicable, art. 293 B du CGI']);
  });

  it('a credit note to a business customer repeats no payment terms', () => {
    const { terms } = mentionsOf({ ...FR_INVOICE, kind: 'CREDIT_NOTE' });
    expect(terms.some((line) => line.includes('40 €'))).toBe(false);
  });

  it('a Canadian shop prints no French identifiers, a French shop no GST/QST, even when entered', () => {
    const both = { ...QC_INVOICE.seller.legal, siren: '732829320' };
    expect(mentionsOf({ ...QC_INVOICE, seller: { ...QC_INVOICE.seller, legal: both } }).identity.join('|')).not.toContain('SIREN');
    const frWithGst = { ...FR_INVOICE.seller.legal, gstNumber: '123456789 RT 0001' };
    expect(mentionsOf({ ...FR_INVOICE, seller: { ...FR_INVOICE.seller, legal: frWithGst } }).identity.join('|')).not.toContain('TPS');
  });

  it('a shop elsewhere prints whatever registrations it has; none without an hourly rate prints nothing', () => {
    const elsewhere = {
      ...QC_INVOICE,
      seller: { ...QC_INVOICE.seller, hourlyRate: 0, address: null, legal: { ...QC_INVOICE.seller.legal, legalName: null, siren: '732829320' } },
    };
    const { identity, terms } = mentionsOf(elsewhere);
    expect(identity).toEqual(['SIREN : 732829320', 'TPS/TVH : 123456789 RT 0001', 'TVQ : 1234567890 TQ 0001']);
    expect(terms).toEqual([]);
  });
});

describe('printedDueDate', () => {
  it('the due date set, else 30 days after the issue date; none for a credit note or an undated draft', () => {
    expect(printedDueDate(QC_INVOICE)).toBe('2026-12-20');
    expect(printedDueDate(FR_INVOICE)).toBe('2026-12-18');
    expect(printedDueDate({ kind: 'INVOICE', dueDate: null, issueDate: '2026-12-15' })).toBe('2027-01-14');
    expect(printedDueDate(QC_CREDIT_NOTE)).toBeNull();
    expect(printedDueDate(QC_DRAFT)).toBeNull();
  });
});
