import { ERROR_CODES, ERROR_TYPES } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import type { Tree } from './mergeTexts';
import { resources } from './resources';
import { filesUnder, flatten, missingTexts, src } from './textUsage.testing';

const languages = { fr: flatten(resources.fr as Tree), en: flatten(resources.en as Tree) };

describe('translations', () => {
  it('fr and en have exactly the same keys', () => {
    const frKeys = [...languages.fr.keys()].sort();
    const enKeys = [...languages.en.keys()].sort();
    expect(
      frKeys.filter((key) => !languages.en.has(key)),
      'missing in en.json',
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !languages.fr.has(key)),
      'missing in fr.json',
    ).toEqual([]);
  });

  it('no text is empty', () => {
    for (const [language, keys] of Object.entries(languages)) {
      const empty = [...keys].filter(([, text]) => !text.trim()).map(([key]) => key);
      expect(empty, language).toEqual([]);
    }
  });

  it.each(Object.keys(languages))('%s translates every error code and error type of the catalogue', (language) => {
    const keys = languages[language as keyof typeof languages];
    expect(ERROR_CODES.filter((code) => !keys.has(`error.${code}`))).toEqual([]);
    expect(ERROR_TYPES.filter((type) => !keys.has(`error.type.${type}`))).toEqual([]);
  });

  it('every literal key used in the code exists, and every group a key is built in', () => {
    expect(missingTexts(filesUnder(src), resources.fr as Tree)).toEqual([]);
  });
});
