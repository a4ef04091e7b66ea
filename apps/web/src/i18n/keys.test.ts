import { ERROR_CODES, ERROR_TYPES } from '@atelier/contracts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') keys.set(`${prefix}${key}`, value);
    else for (const [child, text] of flatten(value, `${prefix}${key}.`)) keys.set(child, text);
  }
  return keys;
}

const languages = { fr: flatten(resources.fr as Tree), en: flatten(resources.en as Tree) };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

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

  it('every literal key used in the code exists', () => {
    const root = join(import.meta.dirname, '..');
    const pattern = /\bt\(\s*'([a-zA-Z][\w.]*)'|i18nKey="([\w.]+)"|'((?:error|validation)\.[\w.]+)'/g;
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        const key = match[1] ?? match[2] ?? match[3];
        // A plural key ('users.count') exists as its forms ('users.count_one', 'users.count_other').
        const known = languages.fr.has(key) || languages.fr.has(`${key}_other`);
        if (key.includes('.') && !known) missing.push(`${key} (${file.slice(root.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
