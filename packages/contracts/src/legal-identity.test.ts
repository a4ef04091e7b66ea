import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMPTY_LEGAL_IDENTITY,
  isValidGstNumber,
  isValidQstNumber,
  isValidSiren,
  isValidSiret,
  isValidVatNumber,
  legalIdentityBodySchema,
  legalIdentitySchema,
  missingMentions,
  type MentionsInput,
} from './legal-identity.js';
import { invoiceSellerSchema } from './invoices.js';

describe('registration numbers', () => {
  it('checks the SIREN and SIRET Luhn keys', () => {
    expect(isValidSiren('443 061 841')).toBe(true);
    expect(isValidSiren('443061842')).toBe(false);
    expect(isValidSiren('44306184')).toBe(false);
    expect(isValidSiret('443 061 841 00047')).toBe(true);
    expect(isValidSiret('44306184100048')).toBe(false);
    // La Poste: a digit sum divisible by 5 is accepted for its establishments only.
    expect(isValidSiret('35600000012346')).toBe(true);
    expect(isValidSiret('12300000012303')).toBe(false);
  });

  it('checks the French VAT key and the general EU shape', () => {
    expect(isValidVatNumber('FR64443061841')).toBe(true);
    expect(isValidVatNumber('FR 64 443 061 841')).toBe(true);
    expect(isValidVatNumber('FR65443061841')).toBe(false);
    expect(isValidVatNumber('BE0123456749')).toBe(true);
    expect(isValidVatNumber('F1234')).toBe(false);
  });

  it('checks the GST and QST formats', () => {
    expect(isValidGstNumber('123456789 RT 0001')).toBe(true);
    expect(isValidGstNumber('123456789RT001')).toBe(false);
    expect(isValidQstNumber('1234567890 TQ 0001')).toBe(true);
    expect(isValidQstNumber('123456789 TQ 0001')).toBe(false);
  });

  it('answers the catalogue code on the field, and a SIRET that is not of the SIREN', () => {
    const bad = legalIdentityBodySchema.safeParse({ gstNumber: 'nope' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['gstNumber'], message: 'ERR_INVALID_GST_NUMBER' });
    const mismatch = legalIdentityBodySchema.safeParse({ siren: '443061841', siret: '73282932000074' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['siret'], message: 'ERR_INVALID_SIRET' });
    expect(legalIdentityBodySchema.parse({ siren: '443061841', siret: '44306184100047' }).vatExempt).toBe(false);
  });
});

describe('missingMentions', () => {
  const base: MentionsInput = {
    country: 'FR',
    region: null,
    sellerName: 'Garage Dupont',
    sellerAddressComplete: true,
    legal: { ...EMPTY_LEGAL_IDENTITY, siren: '443061841', vatNumber: 'FR64443061841' },
    buyerName: 'Marie Curie',
    buyerAddressComplete: true,
    businessCustomer: false,
    totalCents: 12_000,
    taxCharged: true,
  };
  const fields = (input: Partial<MentionsInput>) => missingMentions({ ...base, ...input }).map((m) => m.field);

  it('France: SIREN, VAT unless franchise, company mentions, buyer address, late-payment for businesses', () => {
    expect(fields({})).toEqual([]);
    expect(fields({ legal: EMPTY_LEGAL_IDENTITY })).toEqual(['siren', 'vatNumber']);
    expect(fields({ legal: { ...EMPTY_LEGAL_IDENTITY, siret: '44306184100047', vatExempt: true } })).toEqual([]);
    expect(fields({ legal: { ...base.legal, legalForm: 'SARL' } })).toEqual(['shareCapital', 'rcs']);
    expect(fields({ legal: { ...base.legal, legalForm: 'EI' } })).toEqual([]);
    expect(fields({ buyerAddressComplete: false, sellerAddressComplete: false })).toEqual(['seller.address', 'customer.address']);
    expect(fields({ businessCustomer: true })).toEqual(['latePaymentPenalty']);
  });

  it('Québec: registration numbers from 100 $ with tax, the buyer from 500 $', () => {
    const qc = { country: 'CA', region: 'QC', legal: EMPTY_LEGAL_IDENTITY };
    expect(fields({ ...qc, totalCents: 9_999 })).toEqual([]);
    expect(fields({ ...qc, totalCents: 10_000 })).toEqual(['gstNumber', 'qstNumber']);
    expect(fields({ ...qc, totalCents: 10_000, taxCharged: false })).toEqual([]);
    expect(fields({ ...qc, region: 'ON', totalCents: 10_000 })).toEqual(['gstNumber']);
    expect(
      fields({ ...qc, totalCents: 50_000, buyerName: ' ', legal: { ...EMPTY_LEGAL_IDENTITY, gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' } }),
    ).toEqual(['customer.fullname']);
  });
});

describe('answered legal identity', () => {
  const identity = { ...EMPTY_LEGAL_IDENTITY, legalName: 'Garage Dupont', siren: '552100554', vatExempt: true };

  // Fastify's serializer encodes every answer with its response schema: a one-way transform there is a 500.
  it('the identity and the seller block encode (no one-way transform in a response schema)', () => {
    expect(z.encode(legalIdentitySchema, identity)).toEqual(identity);
    const seller = { name: 'Garage', address: null, email: null, phone: null, logo: null, legal: identity, hourlyRate: 95 };
    expect(z.encode(invoiceSellerSchema, seller)).toEqual(seller);
  });

  it('the PUT body trims and turns blanks into null', () => {
    expect(legalIdentityBodySchema.parse({ legalName: '  Garage  ', rcs: ' ' })).toEqual({ ...EMPTY_LEGAL_IDENTITY, legalName: 'Garage' });
  });
});
