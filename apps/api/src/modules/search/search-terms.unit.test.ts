import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms.js';

describe('searchTerms', () => {
  it('is null below two characters, accents not counted as characters', () => {
    for (const q of ['', ' ', 'a', '  é ', 'e\u0301', '%']) expect(searchTerms(q), q).toBeNull();
    expect(searchTerms(' ab ')).toMatchObject({ text: 'ab', textAnywhere: false, digits: null, vehicle: null });
  });

  it('matches text anywhere only with a run of three letters or digits (what pg_trgm can index)', () => {
    expect(searchTerms('côté')?.textAnywhere).toBe(true);
    expect(searchTerms('co\u0302te\u0301')?.textAnywhere).toBe(true);
    for (const q of ['a_b', 'j. r', 'ab-cd', '%%%']) expect(searchTerms(q)?.textAnywhere, q).toBe(false);
  });

  it('takes the digits of a query that looks like a phone number, three at least', () => {
    expect(searchTerms('(514) 555-01')?.digits).toBe('51455501');
    expect(searchTerms('+1 514.555')?.digits).toBe('1514555');
    expect(searchTerms('555')?.digits).toBe('555');
    expect(searchTerms('55')?.digits).toBeNull();
    expect(searchTerms('ABC 123')?.digits).toBeNull();
    expect(searchTerms('rue 123')?.digits).toBeNull();
  });

  it('compares VINs and plates in capitals without spaces or dashes, three characters at least', () => {
    expect(searchTerms('abc-123')?.vehicle).toBe('ABC123');
    expect(searchTerms(' 1hg cm8 ')?.vehicle).toBe('1HGCM8');
    expect(searchTerms('a-b')?.vehicle).toBeNull();
    expect(searchTerms('été')?.vehicle).toBeNull();
  });
});
