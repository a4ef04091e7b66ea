import type { ApiError, InvoiceLine, InvoicePayment } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { creditNoteBody, remainingQuantity } from './creditNoteBody';
import { draftLineEntries } from './draftLineEntries';
import { missingMentionLinks } from './missingMentions';
import { paymentBody, reversalBody, reversiblePayments } from './paymentValues';
import { viewLinkUrl } from './viewLinkUrl';

const line = (id: number, quantity: number, creditedQuantity = 0, over: Partial<InvoiceLine> = {}): InvoiceLine => ({
  id,
  entryId: id + 100,
  type: 'PRODUCT',
  name: `Ligne ${id}`,
  content: null,
  quantity,
  unitPrice: 10,
  hourlyRate: false,
  discount: 0,
  amount: quantity * 10,
  related_item: null,
  creditedLineId: null,
  creditedQuantity,
  ...over,
});

describe('credit note body', () => {
  const lines = [line(1, 2), line(2, 3, 1), line(3, 1, 1)];

  it('what remains of a line is its quantity less what was credited', () => {
    expect(lines.map(remainingQuantity)).toEqual([2, 2, 0]);
  });

  it('a full credit note sends only the reason; none when everything is credited or no reason', () => {
    expect(creditNoteBody('FULL', '  Erreur de prix ', lines, {})).toEqual({ reason: 'Erreur de prix' });
    expect(creditNoteBody('FULL', '   ', lines, {})).toBeNull();
    expect(creditNoteBody('FULL', 'x', [line(3, 1, 1)], {})).toBeNull();
  });

  it('per line: the quantities typed, each at most what remains; none typed or one too many is nothing to send', () => {
    expect(creditNoteBody('LINES', 'Retour', lines, { 1: 1, 2: 2 })).toEqual({
      reason: 'Retour',
      lines: [
        { lineId: 1, quantity: 1 },
        { lineId: 2, quantity: 2 },
      ],
    });
    expect(creditNoteBody('LINES', 'Retour', lines, { 2: 3 })).toBeNull();
    expect(creditNoteBody('LINES', 'Retour', lines, {})).toBeNull();
  });
});

const payment = (uuid: string, amount: number, over: Partial<InvoicePayment> = {}): InvoicePayment => ({
  uuid,
  amount,
  paidOn: '2026-11-20',
  method: 'CHEQUE',
  reference: '123',
  createdAt: '2026-11-20T15:00:00Z',
  createdBy: null,
  ...over,
});

describe('payments', () => {
  it('a reversal is the same payment, negative', () => {
    expect(reversalBody(payment('a', 50))).toEqual({ amount: -50, method: 'CHEQUE', reference: '123' });
  });

  it('offers to reverse only the payments no reversal has matched yet', () => {
    const payments = [payment('a', 50), payment('b', 50), payment('c', -50), payment('d', 20, { method: 'CASH', reference: null })];
    expect([...reversiblePayments(payments)]).toEqual(['b', 'd']);
  });

  it("the modal's body needs a positive amount and a method; an empty reference is null", () => {
    expect(paymentBody({ amount: 60.005, paidOn: '2026-11-24', method: 'DEBIT', reference: ' ' })).toEqual({
      amount: 60.01,
      paidOn: '2026-11-24',
      method: 'DEBIT',
      reference: null,
    });
    expect(paymentBody({ amount: 0, paidOn: '', method: 'DEBIT', reference: '' })).toBeNull();
    expect(paymentBody({ amount: '', paidOn: '', method: 'DEBIT', reference: '' })).toBeNull();
    expect(paymentBody({ amount: 10, paidOn: '', method: null, reference: '' })).toBeNull();
    expect(paymentBody({ amount: 10, paidOn: '', method: 'CASH', reference: 'R1' })).toEqual({ amount: 10, method: 'CASH', reference: 'R1' });
  });
});

describe('missing mentions', () => {
  const error = (details: { field: string; message: string }[], message = 'ERR_MISSING_MENTIONS'): ApiError => ({
    type: 'VALIDATION',
    message,
    details,
    correlationId: 'c',
    timestamp: '2026-11-24T00:00:00Z',
  });

  it('names each mention once, with where it is filled', () => {
    const links = missingMentionLinks(
      error([
        { field: 'siren', message: 'ERR_REQUIRED' },
        { field: 'customer.address', message: 'ERR_REQUIRED' },
        { field: 'seller.address', message: 'ERR_REQUIRED' },
        { field: 'siren', message: 'ERR_REQUIRED' },
      ]),
      'cust-1',
    );
    expect(links).toEqual([
      { field: 'siren', label: 'invoices.mention.siren', to: '/settings/invoice' },
      { field: 'customer.address', label: 'invoices.mention.customer_address', to: '/customers/cust-1' },
      { field: 'seller.address', label: 'invoices.mention.seller_address', to: '/settings/workspace' },
    ]);
  });

  it('another error lists nothing', () => {
    expect(missingMentionLinks(error([{ field: 'x', message: 'ERR_REQUIRED' }], 'ERR_VALIDATION'), 'c')).toEqual([]);
  });
});

describe('draft lines for the line editor', () => {
  it('are entries of the invoice; a line at the hourly rate has no price of its own', () => {
    const [service, part] = draftLineEntries({
      uuid: 'inv-1',
      lines: [line(7, 1.5, 0, { type: 'SERVICE', hourlyRate: true, unitPrice: 95, discount: 10 }), line(8, 2)],
    });
    expect(service).toMatchObject({ id: 7, type: 'SERVICE', value_measured: 1.5, price: null, discount: 10, invoiceUuid: 'inv-1', worksheetUuid: null });
    expect(part).toMatchObject({ id: 8, price: 10, value_measured: 2 });
  });
});

describe('viewLinkUrl', () => {
  it("makes a path absolute on the app's origin and keeps a full URL", () => {
    expect(viewLinkUrl('/#/invoices/u/view?t=abc', 'https://atelier.test')).toBe('https://atelier.test/#/invoices/u/view?t=abc');
    expect(viewLinkUrl('https://shop.example/#/invoices/u/view?t=abc', 'https://atelier.test')).toBe('https://shop.example/#/invoices/u/view?t=abc');
  });
});
