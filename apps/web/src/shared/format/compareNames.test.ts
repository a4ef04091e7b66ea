import { describe, expect, it } from 'vitest';
import { compareNames } from './compareNames';

describe('compareNames', () => {
  const names = [
    'Zoé Tremblay',
    'émile Gagnon',
    'Émile Côté',
    'Eric Roy',
    'Ève Bouchard',
    'Adèle Pelletier',
    'andré Lavoie',
    'Œlle Martin',
    'Odile Roy',
    'Olivier Roy',
    'Jean-Marc Roy',
    'Jean Marc',
    'Chloé',
    'Céline',
    'Ça Va',
  ];

  it('orders names as French collation does, accents and case aside', () => {
    const collator = new Intl.Collator('fr', { sensitivity: 'base' });
    const expected = [...names].sort((a, b) => collator.compare(a, b));
    expect([...names].sort(compareNames)).toEqual(expected);
    expect([...names].sort(compareNames).slice(0, 3)).toEqual(['Adèle Pelletier', 'andré Lavoie', 'Ça Va']);
  });

  it('puts an accented name beside the plain one, not after Z', () => {
    expect(['Zoé', 'Émile', 'Eric'].sort(compareNames)).toEqual(['Émile', 'Eric', 'Zoé']);
  });

  it('tells apart names that differ only by accents or case, the same way each time', () => {
    expect(compareNames('Emile', 'Émile')).not.toBe(0);
    expect(Math.sign(compareNames('Emile', 'Émile'))).toBe(-Math.sign(compareNames('Émile', 'Emile')));
    expect(compareNames('Émile', 'Émile')).toBe(0);
  });
});
