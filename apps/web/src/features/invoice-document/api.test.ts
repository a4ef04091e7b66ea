import { describe, expect, it } from 'vitest';
import { isViewLink, publicInvoicePath, publicPdfUrl } from './api';
import { pdfFileName } from './downloadInvoicePdf';
import { pageRule, paperSize } from './paperSize';

const uuid = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the customer link', () => {
  it('is read only with a well-formed uuid and a token', () => {
    expect(isViewLink(uuid, 'abc.def')).toBe(true);
    expect(isViewLink(uuid, '')).toBe(false);
    expect(isViewLink('x', 'abc')).toBe(false);
    expect(isViewLink(uuid, 'a'.repeat(513))).toBe(false);
  });

  it('passes the token encoded to the JSON and the PDF routes', () => {
    expect(publicInvoicePath(uuid, 'a+b/c=')).toBe(`/public/invoices/${uuid}?t=a%2Bb%2Fc%3D`);
    expect(publicPdfUrl(uuid, 'a+b')).toBe(`/api/public/invoices/${uuid}/pdf?t=a%2Bb`);
  });
});

describe('pdfFileName', () => {
  it("takes the server's name, else one from the label", () => {
    expect(pdfFileName('attachment; filename="facture-1042.pdf"', { kind: 'INVOICE', invoiceId: '1042' })).toBe('facture-1042.pdf');
    expect(pdfFileName("attachment; filename*=UTF-8''avoir-AV-3.pdf", { kind: 'CREDIT_NOTE', invoiceId: 'AV-3' })).toBe('avoir-AV-3.pdf');
    expect(pdfFileName(null, { kind: 'CREDIT_NOTE', invoiceId: 'AV-3' })).toBe('avoir-AV-3.pdf');
    expect(pdfFileName(null, { kind: 'INVOICE', invoiceId: null })).toBe('brouillon.pdf');
  });
});

describe('paperSize', () => {
  it('Letter in North America, A4 elsewhere', () => {
    expect(paperSize('CA')).toBe('letter');
    expect(paperSize('US')).toBe('letter');
    expect(paperSize('FR')).toBe('A4');
    expect(paperSize(null)).toBe('A4');
    expect(pageRule('FR')).toContain('size: A4');
  });
});
