import { DEFAULT_LATE_PAYMENT_PENALTY_FR, EMPTY_LEGAL_IDENTITY } from '@atelier/contracts/legal-identity';
import { describe, expect, it } from 'vitest';
import { legalIdentityBody, legalIdentityFormValues, legalSections, proposedLatePenalty, shopCountry, validateLegalIdentity } from './legalIdentityForm';

const empty = () => legalIdentityFormValues(EMPTY_LEGAL_IDENTITY);

describe('legal identity form', () => {
  it('reads the stored identity with blanks for the missing texts, and writes blanks back as null (texts trimmed)', () => {
    const values = legalIdentityFormValues({ ...EMPTY_LEGAL_IDENTITY, legalName: 'Garage Tremblay inc.', vatExempt: true });
    expect(values.legalName).toBe('Garage Tremblay inc.');
    expect(values.siren).toBe('');
    expect(values.vatExempt).toBe(true);
    const body = legalIdentityBody({ ...values, gstNumber: ' 123456789 RT 0001 ', footer: '   ' });
    expect(body).toMatchObject({ legalName: 'Garage Tremblay inc.', gstNumber: '123456789 RT 0001', footer: null, siren: null, vatExempt: true });
  });

  it('accepts an empty identity and well-formed numbers', () => {
    expect(validateLegalIdentity(empty())).toEqual({});
    expect(
      validateLegalIdentity({
        ...empty(),
        gstNumber: '123456789 RT 0001',
        qstNumber: '1234567890 TQ 0001',
        siren: '732 829 320',
        siret: '73282932000074',
        vatNumber: 'FR44732829320',
      }),
    ).toEqual({});
  });

  it('names each malformed number with its catalogue message', () => {
    const errors = validateLegalIdentity({
      ...empty(),
      gstNumber: '12345 RT 0001',
      qstNumber: '1234567890 RT 0001',
      siren: '732829321',
      siret: '73282932000075',
      vatNumber: 'FR00732829320',
    });
    expect(errors).toEqual({
      gstNumber: 'error.ERR_INVALID_GST_NUMBER',
      qstNumber: 'error.ERR_INVALID_QST_NUMBER',
      siren: 'error.ERR_INVALID_SIREN',
      siret: 'error.ERR_INVALID_SIRET',
      vatNumber: 'error.ERR_INVALID_VAT_NUMBER',
    });
  });

  it('refuses a SIRET of another company than the SIREN', () => {
    // 552 100 554 is a valid SIREN; the SIRET belongs to 732 829 320.
    expect(validateLegalIdentity({ ...empty(), siren: '552100554', siret: '73282932000074' })).toEqual({ siret: 'error.ERR_INVALID_SIRET' });
  });

  it('puts France first for a French shop and Québec/Canada first otherwise', () => {
    expect(legalSections('FR')).toEqual(['france', 'canada']);
    expect(legalSections('CA')).toEqual(['canada', 'france']);
    expect(legalSections(null)).toEqual(['canada', 'france']);
    expect(shopCountry({ country: ' fr ' })).toBe('FR');
    expect(shopCountry({ country: null })).toBeNull();
    expect(shopCountry(null)).toBeNull();
  });

  it('offers the default late-payment mention to a French shop that has none, and only then', () => {
    expect(proposedLatePenalty(empty(), 'FR')).toBe(DEFAULT_LATE_PAYMENT_PENALTY_FR);
    expect(proposedLatePenalty({ ...empty(), latePaymentPenalty: 'Pénalités : 10 %' }, 'FR')).toBeNull();
    expect(proposedLatePenalty(empty(), 'CA')).toBeNull();
  });
});
