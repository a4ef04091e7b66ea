import { describe, expect, it } from 'vitest';
import { currencyInputFormat } from './currencyInput';

describe('currencyInputFormat', () => {
  it('puts the dollar sign after the amount with a decimal comma in Canadian French', () => {
    expect(currencyInputFormat('fr-CA', 'CAD')).toEqual({ suffix: ' $', decimalSeparator: ',', thousandSeparator: ' ' });
  });

  it('puts it before the amount in English', () => {
    expect(currencyInputFormat('en-CA', 'CAD')).toEqual({ prefix: '$', decimalSeparator: '.', thousandSeparator: ',' });
  });

  it('writes the euro of a French shop', () => {
    expect(currencyInputFormat('fr-FR', 'EUR')).toMatchObject({ suffix: ' €', decimalSeparator: ',' });
  });

  it('survives a currency code the runtime rejects', () => {
    expect(currencyInputFormat('fr-CA', 'not a currency')).toMatchObject({ suffix: ' $' });
  });
});
