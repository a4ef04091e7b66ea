import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );
}

const french = texts(resources.fr as Tree);

/*
 * One punctuation style for the French the app speaks (issue 10). The interface has one French,
 * Québec's (fr-CA; a shop whose account language is 'fr' reads the same texts): following the
 * Office québécois de la langue française, no space before ! ? ; and one plain space before a
 * colon. The mails follow the same rule.
 */
describe('French punctuation (fr-CA)', () => {
  it('has no space before ! ? or ;', () => {
    const spaced = french.filter(([, text]) => /[ \u00a0\u202f][!?;]/.test(text));
    expect(spaced).toEqual([]);
  });

  it('writes a colon after one plain space, never a non-breaking one nor none', () => {
    // 'https://' and times such as '10:30' or '{{time}}' are not punctuation.
    const odd = french.filter(([, text]) => /[\u00a0\u202f]:|[\p{L})»]:(\s|$)/u.test(text));
    expect(odd).toEqual([]);
  });

  it('holds in the French mails too', () => {
    const templates = readFileSync(fileURLToPath(new URL('../../../api/src/mail/templates.ts', import.meta.url)), 'utf8');
    const french = [...templates.matchAll(/'([^'\n]*)'|`([^`\n]*)`/g)].map((m) => m[1] ?? m[2] ?? '').filter((s) => /[éèàçù]|Bienvenue|Une question/.test(s));
    expect(french.filter((s) => /[ \u00a0\u202f][!?;]/.test(s))).toEqual([]);
  });

  it('says "Gestion des équipements" and one "Espace de travail"', () => {
    const all = french.map(([, text]) => text);
    expect(all.filter((text) => text.includes("Gestion de l'équipements"))).toEqual([]);
    expect(all.filter((text) => /Espaces de travail/.test(text))).toEqual([]);
  });
});
