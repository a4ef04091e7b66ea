import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DocumentData } from '../documentData';
import { FR_INVOICE, QC_CREDIT_NOTE, QC_DRAFT, QC_INVOICE, QC_INVOICE_EN } from '../testing/fixtures';
import { InvoiceDocument } from './InvoiceDocument';

/** The document's visible text, spaces normalised ('1 234,56 $'). */
function textOf(doc: DocumentData): string {
  const html = renderToStaticMarkup(createElement(InvoiceDocument, { doc }));
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/gu, ' ');
}
const markup = (doc: DocumentData) => renderToStaticMarkup(createElement(InvoiceDocument, { doc }));

describe('InvoiceDocument', () => {
  it('prints a Québec invoice in French: number, dates, customer, vehicle, lines, each tax, total, paid and balance', () => {
    const text = textOf(QC_INVOICE);
    for (const expected of [
      'Facture',
      'N° 1042',
      'Date 20 novembre 2026',
      'Échéance 20 décembre 2026',
      'Facturé à Julie Tremblay 4521 avenue Papineau',
      'Immatriculation : K45 2RT',
      'NIV : 2HGFC2F59KH512345',
      'Kilométrage : 91 850 km',
      'Pneus d’hiver 225/45R17',
      'TPS (5 %)',
      'TVQ (9,975 %)',
      'TPS/TVH : 123456789 RT 0001',
      'TVQ : 1234567890 TQ 0001',
      'Payé 500,00 $',
      'Total 1 530,31 $',
      'Solde dû 1 030,31 $',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Brouillon|SIREN|40 €/);
    expect(textOf({ ...QC_INVOICE, totals: { ...QC_INVOICE.totals, paid: 0 } })).not.toContain('Payé');
  });

  it("prints in the document's language, not French: an English customer's copy", () => {
    const text = textOf(QC_INVOICE_EN);
    // The taxes keep the names the shop gave them (TPS, TVQ); their rates follow the language.
    for (const expected of [
      'Invoice',
      'No. 1042',
      'Date November 20, 2026',
      'Bill to John Miller',
      'TPS (5%)',
      'TVQ (9.975%)',
      'Balance due $1,030.31',
      'Labour hourly rate: $95.00',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Facturé|Solde/);
  });

  it('prints a French business invoice with its legal mentions, in euros', () => {
    const text = textOf(FR_INVOICE);
    for (const expected of [
      'SIRET : 73282932000074',
      'RCS Lyon 732 829 320',
      'AMR Lyon SARL au capital de 10 000 €',
      'N° TVA intracommunautaire : FR44732829320',
      'N° fiscal : FR40303265045',
      'TVA (20 %)',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €',
      'Taux horaire de la main-d’œuvre : 68,00 €',
      '69002 Lyon',
      'VIN : VF1FL000X60123456',
    ])
      expect(text).toContain(expected);
  });

  it('a draft carries the BROUILLON mark and no number nor balance', () => {
    const text = textOf(QC_DRAFT);
    expect(text).toContain('Brouillon — ce document n’est pas une facture');
    expect(markup(QC_DRAFT)).toContain('data-draft="true"');
    expect(text).not.toContain('N° 1042');
    expect(text).not.toContain('Solde dû');
  });

  it('a credit note says AVOIR on which invoice, its reason, and no payment terms', () => {
    const text = textOf(QC_CREDIT_NOTE);
    expect(text).toContain('Avoir');
    expect(text).toContain('N° AV-7');
    expect(text).toContain('Avoir sur facture n° 1042');
    expect(text).toContain('Motif Essuie-glaces retournés');
    expect(text).not.toContain('Échéance');
    expect(text).not.toContain('Solde dû');
  });

  it('shows the discount column only when a line has a discount', () => {
    expect(textOf(QC_INVOICE)).toContain('Remise');
    expect(textOf(QC_CREDIT_NOTE)).not.toContain('Remise');
  });
});
