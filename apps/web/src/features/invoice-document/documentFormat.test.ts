import { describe, expect, it } from 'vitest';
import { addDays, documentAddressLines, documentFormat, documentPhone } from './documentFormat';
import { FR_INVOICE, QC_INVOICE } from './testing/fixtures';

const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('documentFormat', () => {
  it("writes money in the document's currency as its language does", () => {
    expect(plain(documentFormat('fr', 'CAD').money(1234.56))).toBe('1 234,56 $');
    expect(documentFormat('en', 'CAD').money(1234.56)).toBe('$1,234.56');
    expect(plain(documentFormat('fr', 'EUR').money(1234.5))).toBe('1 234,50 €');
    expect(documentFormat('en', 'EUR').money(-12)).toBe('-€12.00');
  });

  it('writes days out in the language, without a time zone shift', () => {
    expect(documentFormat('fr', 'CAD').day('2026-11-01')).toBe('1 novembre 2026');
    expect(documentFormat('en', 'CAD').day('2026-11-01')).toBe('November 1, 2026');
    expect(documentFormat('fr', 'CAD').day('2026-12-31')).toBe('31 décembre 2026');
  });

  it('writes quantities and rates with the language’s decimal mark', () => {
    expect(documentFormat('fr', 'CAD').quantity(1.5)).toBe('1,5');
    expect(documentFormat('en', 'CAD').quantity(1.5)).toBe('1.5');
    expect(plain(documentFormat('fr', 'CAD').percent(9.975))).toBe('9,975 %');
    expect(documentFormat('en', 'CAD').percent(9.975)).toBe('9.975%');
  });
});

describe('addDays', () => {
  it('counts calendar days across months and years', () => {
    expect(addDays('2026-11-20', 30)).toBe('2026-12-20');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('documentAddressLines', () => {
  it('writes a Québec address the Canadian way, the country in the document language', () => {
    expect(documentAddressLines(QC_INVOICE.customer.address!, 'fr')).toEqual(['4521 avenue Papineau', 'app. 3', 'Montréal QC  H2H 1V5', 'Canada']);
    expect(documentAddressLines(QC_INVOICE.seller.address!, 'en')).toEqual(['1250 rue Beaubien Est', 'Montréal QC  H2S 1T4', 'Canada']);
  });

  it('writes a French address postcode first', () => {
    expect(documentAddressLines(FR_INVOICE.seller.address!, 'fr')).toEqual(['14 quai Perrache', '69002 Lyon', 'France']);
    expect(documentAddressLines({ ...FR_INVOICE.seller.address!, country: 'DE' }, 'en')[2]).toBe('Germany');
  });
});

describe('documentPhone', () => {
  it('groups North American numbers, keeps French ones as typed', () => {
    expect(documentPhone('5145550142', 'CA')).toBe('514 555-0142');
    expect(documentPhone('04 78 00 12 34', 'FR')).toBe('04 78 00 12 34');
  });
});
