import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enAdmin from './bundles/enAdmin';
import enCore from './bundles/enCore';
import enWork from './bundles/enWork';
import frAdmin from './bundles/frAdmin';
import frCore from './bundles/frCore';
import frWork from './bundles/frWork';
import { mergeTexts, type Tree } from './mergeTexts';
import { resources } from './resources';
import { filesUnder, flatten, missingTexts, modulesOf, src } from './textUsage.testing';

// The first screens render with the core texts only (bundles/*Core.ts); these tests fail when a
// text they use lives in a feature file that only comes with the other pages.
const bundles = {
  fr: { core: frCore as Tree, rest: mergeTexts(frWork as Tree, [frAdmin as Tree]) },
  en: { core: enCore as Tree, rest: mergeTexts(enWork as Tree, [enAdmin as Tree]) },
};

/** The shell, the first-screen features and every module they import (lazily too), but not the other pages. */
function firstScreenFiles(): string[] {
  const entries = ['app', 'features/auth', 'features/workboard', 'features/search', 'features/setup', 'features/errors', 'features/settings'];
  // Every feature's manifest is read before the first render (the router's registry).
  const manifests = readdirSync(join(src, 'features'))
    .map((feature) => join(src, 'features', feature, 'manifest.ts'))
    .filter((path) => existsSync(path));
  return modulesOf([...entries.flatMap((dir) => filesUnder(join(src, dir))), ...manifests]);
}

describe('first-screen texts', () => {
  const files = firstScreenFiles();

  it('follows the shell into the shared code', () => {
    const relative = files.map((file) => file.slice(src.length + 1));
    expect(relative).toEqual(expect.arrayContaining(['app/shell/MainNavigation.tsx', 'features/search/components/SearchCombobox.tsx']));
    // A page's manifest is, its pages are not.
    expect(relative.filter((file) => file.startsWith('features/customers/'))).toEqual(['features/customers/manifest.ts']);
  });

  it.each(Object.keys(bundles))('%s core holds every key the first screens use', (language) => {
    expect(missingTexts(files, bundles[language as keyof typeof bundles].core)).toEqual([]);
  });

  it.each(Object.keys(bundles))('%s core and rest together are every text, and share none', (language) => {
    const { core, rest } = bundles[language as keyof typeof bundles];
    expect(mergeTexts(core, [rest])).toEqual(resources[language as keyof typeof resources]);
    const restKeys = flatten(rest);
    // A text is a first-screen one (a feature's i18n/core/) or comes with the pages, never both.
    expect([...flatten(core).keys()].filter((key) => restKeys.has(key))).toEqual([]);
  });
});
