import { describe, expect, it } from 'vitest';
import enAdmin from './bundles/enAdmin';
import enCore from './bundles/enCore';
import enWork from './bundles/enWork';
import frAdmin from './bundles/frAdmin';
import frCore from './bundles/frCore';
import frWork from './bundles/frWork';
import type { TextPart } from './loadLanguage';
import { mergeTexts, type Tree } from './mergeTexts';
import { flatten, missingTexts, modulesOf, src, textBoundaries } from './textUsage.testing';

// A page that is not a first screen comes with the first screens' texts and one part of the others
// (withTexts): the daily work's, or the settings' ('admin'). These tests fail when a page, drawer or
// modal uses a text its part does not hold, or when a feature's texts are in no part or in both.
const texts: Record<'fr' | 'en', { core: Tree } & Record<TextPart, Tree>> = {
  fr: { core: frCore as Tree, work: frWork as Tree, admin: frAdmin as Tree },
  en: { core: enCore as Tree, work: enWork as Tree, admin: enAdmin as Tree },
};
const boundaries = textBoundaries();

describe('the texts that come with the pages', () => {
  it('finds every module loaded with its texts, and the part each names', () => {
    const parts = Object.fromEntries(boundaries.map((b) => [b.module.slice(src.length + 1), b.part]));
    expect(parts).toMatchObject({
      'features/worksheets/pages/WorksheetPage.tsx': 'work',
      'features/customers/components/CustomerDrawer.tsx': 'work',
      'features/users/pages/UsersPage.tsx': 'admin',
    });
    expect(boundaries.length).toBeGreaterThan(35);
  });

  it.each(['fr', 'en'] as const)('%s: each of them finds every text it uses in the first screens’ texts and its part', (language) => {
    const missing = boundaries.flatMap(({ where, module, part }) =>
      missingTexts(modulesOf([module]), mergeTexts(texts[language].core, part === 'all' ? [texts[language].work, texts[language].admin] : [texts[language][part]])).map(
        (key) => `${key}, loaded by ${where} (${module.slice(src.length + 1)}) with '${part}'`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it.each(['fr', 'en'] as const)('%s: no text is in both parts (coreTexts.test.ts checks that together they are every text)', (language) => {
    const workKeys = flatten(texts[language].work);
    const adminKeys = [...flatten(texts[language].admin).keys()];
    expect(adminKeys.length).toBeGreaterThan(100);
    expect(workKeys.size).toBeGreaterThan(100);
    expect(adminKeys.filter((key) => workKeys.has(key))).toEqual([]);
  });
});
