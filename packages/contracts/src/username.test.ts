import { describe, expect, it } from 'vitest';
import { suggestUsername } from './username.js';

describe('suggestUsername (shell spec §5)', () => {
  it.each([
    ['Jean-Pierre Tremblay', 'jptremblay'],
    ['Élodie', 'elodie'],
    ['  marie   de la  Fontaine ', 'mdlfontaine'],
    ['', ''],
  ])('%j gives %j', (fullname, expected) => {
    expect(suggestUsername(fullname)).toBe(expected);
  });

  it('gives the single word, lower-cased, for a one-word name', () => {
    expect(suggestUsername('GARAGE')).toBe('garage');
  });

  it('takes the initials of all words but the last plus the whole last word', () => {
    expect(suggestUsername('Anne Marie Louise Gagnon')).toBe('amlgagnon');
  });

  it('removes accents', () => {
    expect(suggestUsername('Hélène Bélanger-Côté')).toBe('hbcote');
    expect(suggestUsername('Ñuño Çelik')).toBe('ncelik');
  });

  it('splits on anything that is not a letter: digits, apostrophes, dots, underscores', () => {
    expect(suggestUsername("Jean D'Arcy")).toBe('jdarcy');
    expect(suggestUsername('J.-P. Tremblay')).toBe('jptremblay');
    expect(suggestUsername('marc_2_leduc')).toBe('mleduc');
  });

  it('keeps letters that are written as ligatures in French and other Latin names', () => {
    expect(suggestUsername('Lætitia Cœur')).toBe('lcoeur');
    expect(suggestUsername('Œuvre')).toBe('oeuvre');
    expect(suggestUsername('Jürgen Strauß')).toBe('jstrauss');
    expect(suggestUsername('Søren Łukasiewicz')).toBe('slukasiewicz');
  });

  it('gives nothing for a name with no Latin letter (the caller then falls back to something else)', () => {
    expect(suggestUsername('   ')).toBe('');
    expect(suggestUsername('--- 123 ---')).toBe('');
    expect(suggestUsername('李小龙')).toBe('');
  });

  it('only ever suggests lowercase a-z', () => {
    for (const name of ['Zoë Ågren', 'Ïsaac Ōtsuka', 'Ærøskøbing Ltd', 'Иван Petrov']) {
      expect(suggestUsername(name)).toMatch(/^[a-z]*$/);
    }
  });
});
