import { describe, expect, it } from 'vitest';
import { invoiceListPath, pdfFileName } from './api';
import { INVOICE_STATUS_COLORS } from './invoiceStatusColors';

describe('invoiceListPath', () => {
  it('sends the page and only the filters that are set', () => {
    expect(invoiceListPath({ page: 1, pageSize: 25 })).toBe('/invoices?page=1&pageSize=25');
    expect(invoiceListPath({ page: 3, pageSize: 25, q: 'AV-7', status: 'SENT,PAID', customerUuid: 'c', from: '2026-01-01', to: '2026-01-31' })).toBe(
      '/invoices?page=3&pageSize=25&q=AV-7&status=SENT%2CPAID&customerUuid=c&from=2026-01-01&to=2026-01-31',
    );
  });
});

describe('pdfFileName', () => {
  it("takes the server's name, encoded or not, else the fallback", () => {
    expect(pdfFileName('attachment; filename="facture-1042.pdf"', 'x.pdf')).toBe('facture-1042.pdf');
    expect(pdfFileName("attachment; filename*=UTF-8''avoir%20AV-7.pdf", 'x.pdf')).toBe('avoir AV-7.pdf');
    expect(pdfFileName(null, 'facture.pdf')).toBe('facture.pdf');
  });
});

describe('INVOICE_STATUS_COLORS', () => {
  it('gives every status its own colour, none of them teal (the DONE work orders beside them)', () => {
    const colors = Object.values(INVOICE_STATUS_COLORS);
    expect(new Set(colors).size).toBe(colors.length);
    expect(colors).not.toContain('teal');
  });
});
