import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@atelier/contracts';
import { pdfPages, pdfText } from '../../../test/pdf-text.js';
import { frenchInvoice, quebecInvoice } from './invoice-fixtures.js';
import { formatDay, formatMoney, formatRate } from './pdf-format.js';
import { renderInvoicePdf } from './render-invoice-pdf.js';

/** Collapses the layout's runs of spaces so that a test reads words, not columns. */
const words = (text: string) => text.replace(/[ \t]+/g, ' ');

// A 1×1 PNG: the logo is embedded from bytes, never read from a path or a URL.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('money, rates and dates as printed', () => {
  it('fr: 1 234,56 $ and 1 234,56 € with no-break spaces; en: $1,234.56; negatives keep their sign', () => {
    expect(formatMoney(1234.56, 'CAD', 'fr')).toBe('1\u00a0234,56\u00a0$');
    expect(formatMoney(1234.56, 'EUR', 'fr')).toBe('1\u00a0234,56\u00a0€');
    expect(formatMoney(1234.56, 'CAD', 'en')).toBe('$1,234.56');
    expect(formatMoney(1234567.5, 'EUR', 'en')).toBe('€1,234,567.50');
    expect(formatMoney(-12, 'CAD', 'fr')).toBe('-12,00\u00a0$');
    expect(formatMoney(-0.1, 'CAD', 'en')).toBe('-$0.10');
    expect(formatMoney(0.29, 'CAD', 'en')).toBe('$0.29');
    expect(formatMoney(5, 'JPY', 'en')).toBe('JPY\u00a05.00');
  });

  it('rates keep their three decimals, days are written out', () => {
    expect(formatRate(9.975, 'fr')).toBe('9,975\u00a0%');
    expect(formatRate(5, 'en')).toBe('5%');
    expect(formatDay('2026-11-01', 'fr')).toBe('1er novembre 2026');
    expect(formatDay('2026-03-24', 'en')).toBe('March 24, 2026');
  });
});

describe('renderInvoicePdf', () => {
  it('a Québec invoice prints its number, lines, GST and QST with amounts and registration numbers, the hourly rate, on one Letter page', async () => {
    const pdf = await renderInvoicePdf(quebecInvoice());
    const text = words(await pdfText(pdf));
    expect(text).toContain('FACTURE');
    expect(text).toMatch(/N° 1042/);
    for (const name of ['Diagnostic moteur', 'Plaquettes de frein avant', 'Disques de frein avant', 'Remplacement freins avant', 'Huile 5W-30 synthétique (L)'])
      expect(text).toContain(name);
    expect(text).toMatch(/Plaquettes de frein avant 1 89,99 \$ 89,99 \$/);
    expect(text).toMatch(/Disques de frein avant 2 74,50 \$ 10 % 134,10 \$/);
    expect(text).toMatch(/TPS \(5 %\) 30,64 \$/);
    expect(text).toMatch(/TVQ \(9,975 %\) 61,13 \$/);
    expect(text).toMatch(/Total 704,57 \$/);
    // Nothing paid yet: the total is what is due, no paid/balance rows.
    expect(text).not.toContain('Solde dû');
    expect(text).toContain('TPS : 123456789 RT 0001');
    expect(text).toContain('TVQ : 1234567890 TQ 0001');
    expect(text).toContain('Taux horaire : 95,00 $');
    expect(text).toContain('20 novembre 2026');
    expect(text).toContain('Marie Gagnon');
    expect(text).toContain('2HGFC2F59KH512345');
    expect(text).toContain('Kilométrage : 45 210 km');
    // North American numbers as the app shows them, whatever was stored.
    expect(text).toContain('Tél. : 514 555-0199');
    expect(text).toContain('Merci de votre confiance');
    // France-only mentions stay off a Québec invoice.
    expect(text).not.toContain('40 €');
    expect(text).not.toContain('293 B');
    expect(await pdfPages(pdf)).toBe(1);
  });

  it('a French invoice for a business prints SIREN, SIRET, VAT number, RCS, form and capital, VAT, the penalty and the 40 € indemnity', async () => {
    const text = words(await pdfText(await renderInvoicePdf(frenchInvoice())));
    expect(text).toMatch(/N° 27/);
    expect(text).toMatch(/TVA \(20 %\) 30,30 €/);
    expect(text).toMatch(/Total 181,80 €/);
    expect(text).toContain('SIREN : 732829320');
    expect(text).toContain('SIRET : 73282932000074');
    expect(text).toContain('TVA intracom. : FR44732829320');
    expect(text).toContain('RCS Lyon 732 829 320');
    expect(text).toContain('SARL au capital de 10 000 €');
    expect(text).toContain('Pénalités de retard');
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
    expect(text).toContain('Taux horaire : 68,00 €');
    expect(text).toContain('N° fiscal : FR40303265045');
    expect(text).not.toContain('293 B');
  });

  it('a private customer in France gets no late-payment mention; a shop under the franchise prints art. 293 B', async () => {
    const base = frenchInvoice();
    const invoice: Invoice = {
      ...base,
      businessCustomer: false,
      seller: { ...base.seller, legal: { ...base.seller.legal, vatExempt: true, vatNumber: null } },
      totals: { ...base.totals, taxes: [], total: 151.5, balance: 151.5 },
    };
    const text = words(await pdfText(await renderInvoicePdf(invoice)));
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(text).not.toContain('40 €');
    expect(text).not.toContain('Pénalités de retard');
    expect(text).not.toMatch(/TVA \(/);
  });

  it('the same document gives the same bytes (stored with its SHA-256), whatever the clock says', async () => {
    const first = await renderInvoicePdf(quebecInvoice());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await renderInvoicePdf(quebecInvoice());
    expect(createHash('sha256').update(second).digest('hex')).toBe(createHash('sha256').update(first).digest('hex'));
    // And a change of the document changes them.
    const other = await renderInvoicePdf({ ...quebecInvoice(), notes: 'Autre note' });
    expect(Buffer.compare(other, first)).not.toBe(0);
  });

  it('English: INVOICE, $1,234.56 amounts, GST/QST registration labels, the payments and the balance', async () => {
    const qc = quebecInvoice();
    const payments: Invoice['payments'] = [
      { uuid: qc.uuid, amount: 200, paidOn: '2026-11-21', method: 'DEBIT', reference: 'TX-981', createdAt: qc.createdAt, createdBy: null },
      { uuid: qc.uuid, amount: -50, paidOn: '2026-11-22', method: 'CASH', reference: null, createdAt: qc.createdAt, createdBy: null },
    ];
    const text = words(await pdfText(await renderInvoicePdf({ ...qc, language: 'en', payments, totals: { ...qc.totals, total: 1384.56, paid: 150, balance: 1234.56 } })));
    expect(text).toContain('INVOICE');
    expect(text).toMatch(/No\. 1042/);
    // Tax names are the shop's own (its tax group), printed as they are.
    expect(text).toMatch(/TPS \(5%\) \$30\.64/);
    expect(text).toContain('GST: 123456789 RT 0001');
    expect(text).toMatch(/TVQ \(9\.975%\) \$61\.13/);
    expect(text).toMatch(/Paid \$150\.00/);
    expect(text).toMatch(/Balance due \$1,234\.56/);
    expect(text).toMatch(/November 21, 2026 Debit TX-981 \$200\.00/);
    expect(text).toMatch(/November 22, 2026 Cash -\$50\.00/);
    expect(text).toContain('Hourly rate: $95.00');
    expect(text).toContain('November 20, 2026');
  });

  it('a credit note is an AVOIR naming the invoice it credits, with its reason and no balance', async () => {
    const qc = quebecInvoice();
    const note: Invoice = {
      ...qc,
      kind: 'CREDIT_NOTE',
      number: 3,
      invoiceId: 'AV-3',
      creditedInvoice: { uuid: qc.uuid, invoiceId: '1042' },
      reason: 'Plaquettes retournées',
      lines: [qc.lines[1]!],
      totals: { ...qc.totals, subtotal: 89.99, discount: 0, taxes: [{ name: 'TPS', rate: 5, amount: 4.5 }], total: 94.49, balance: 0 },
    };
    const text = words(await pdfText(await renderInvoicePdf(note)));
    expect(text).toContain('AVOIR');
    expect(text).toContain('N° AV-3');
    expect(text).toContain('Avoir sur facture n° 1042');
    expect(text).toContain('Plaquettes retournées');
    expect(text).toMatch(/Total 94,49 \$/);
    expect(text).not.toContain('Solde dû');
  });

  it('a draft carries the BROUILLON mark and no number; a logo is embedded from its bytes', async () => {
    const qc = quebecInvoice();
    const pdf = await renderInvoicePdf({ ...qc, status: 'DRAFT', number: null, invoiceId: null, issueDate: null, issuedAt: null }, { logo: PNG });
    const text = words(await pdfText(pdf));
    expect(text).toContain('BROUILLON');
    expect(text).not.toContain('1042');
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('ten lines with notes and every mention still fit one A4 page', async () => {
    const fr = frenchInvoice();
    const lines = Array.from({ length: 10 }, (_, i) => ({ ...fr.lines[i % 3]!, id: i + 1, content: i % 2 ? 'Pièce d’origine constructeur, garantie 2 ans' : null }));
    const pdf = await renderInvoicePdf({ ...fr, lines, notes: 'Véhicule à revoir dans 6 mois pour les pneus arrière.' });
    expect(await pdfPages(pdf)).toBe(1);
  });
});
