import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import enCore from './bundles/enCore';
import enRest from './bundles/enRest';
import frCore from './bundles/frCore';
import frRest from './bundles/frRest';
import { mergeTexts, type Tree } from './mergeTexts';
import { resources } from './resources';

// The first screens render with the core texts only (bundles/*Core.ts); these tests fail when a
// text they use lives in a feature file that only comes with the other pages.
const src = join(import.meta.dirname, '..');
const bundles = { fr: { core: frCore as Tree, rest: frRest as Tree }, en: { core: enCore as Tree, rest: enRest as Tree } };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') keys.set(`${prefix}${key}`, value);
    else for (const [child, text] of flatten(value, `${prefix}${key}.`)) keys.set(child, text);
  }
  return keys;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path) && statSync(path).isFile());
}

const isFeatureIndex = (file: string) => /[\\/]features[\\/][\w-]+[\\/]index\.ts$/.test(file);

/** The names a file imports from `specifier` (`import { a, b as c } from '…'`); null for a namespace or dynamic import. */
function importedNames(source: string, specifier: string): string[] | null {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = [...source.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escaped}'`, 'g'))];
  if (!found.length) return null;
  return found.flatMap((m) =>
    m[1]
      ? []
      : m[2]!
          .split(',')
          .map(
            (part) =>
              part
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0]!,
          )
          .filter(Boolean),
  );
}

/** The modules of a feature index that re-export one of `names` (a type-only re-export brings no code). */
function reexportsOf(index: string, names: string[]): string[] {
  const source = readFileSync(index, 'utf8');
  const files: string[] = [];
  for (const m of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (m[1]) continue;
    const exported = m[2]!.split(',').map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!,
    );
    if (!exported.some((name) => names.includes(name))) continue;
    const file = resolveImport(index, m[3]!);
    if (file) files.push(file);
  }
  return files;
}

/** The shell, the first-screen features and every module they import (lazily too), but not the other pages. */
function firstScreenFiles(): string[] {
  const entries = ['app', 'features/auth', 'features/workboard', 'features/search', 'features/setup', 'features/errors'];
  // Every feature's manifest is read before the first render (the router's registry).
  const manifests = readdirSync(join(src, 'features'))
    .map((feature) => join(src, 'features', feature, 'manifest.ts'))
    .filter((path) => existsSync(path));
  const queue = [...entries.flatMap((dir) => filesUnder(join(src, dir))), ...manifests];
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    // A module loaded through withTexts (a manifest's pageWithTexts, a drawer's onDemand) comes with the rest of the texts: not a first-screen module.
    const source = readFileSync(file, 'utf8')
      .replace(/(?:withTexts|pageWithTexts|onDemand(?:<[^>]*>)?)\(\s*\(\)\s*=>\s*import\(\s*'[^']+'\s*\)/g, '')
      // A type brings no code.
      .replace(/import\s+type\s+\{[^}]*\}\s+from\s+'[^']+';?/g, '');
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)) {
      const imported = resolveImport(file, match[1]);
      if (!imported || !/\.tsx?$/.test(imported)) continue;
      // The bundler keeps of a feature's index only what is imported from it (apps/web/package.json
      // sideEffects): follow those re-exports, not the whole index.
      const names = isFeatureIndex(imported) ? importedNames(source, match[1]) : null;
      if (names) queue.push(...reexportsOf(imported, names));
      else queue.push(imported);
    }
  }
  return [...seen];
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
    const core = flatten(bundles[language as keyof typeof bundles].core);
    const subtrees = new Set(
      [...core.keys()].flatMap((key) =>
        key
          .split('.')
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
      ),
    );
    const literal = /\bt\(\s*'([a-zA-Z][\w.]*)'|i18nKey="([\w.]+)"|'((?:error|validation)\.[\w.]+)'/g;
    const template = /\bt\(\s*`([a-zA-Z][\w.]*)\.\$\{/g;
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const where = file.slice(src.length + 1);
      for (const match of source.matchAll(literal)) {
        const key = match[1] ?? match[2] ?? match[3];
        if (key.includes('.') && !core.has(key) && !core.has(`${key}_other`)) missing.push(`${key} (${where})`);
      }
      // t(`board.group.${group}`): the group of texts must be in the core.
      for (const match of source.matchAll(template)) if (!subtrees.has(match[1])) missing.push(`${match[1]}.* (${where})`);
    }
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(bundles))('%s core and rest together are every text, and share none', (language) => {
    const { core, rest } = bundles[language as keyof typeof bundles];
    expect(mergeTexts(core, [rest])).toEqual(resources[language as keyof typeof resources]);
    const restKeys = flatten(rest);
    // A text is a first-screen one (a feature's i18n/core/) or comes with the pages, never both.
    expect([...flatten(core).keys()].filter((key) => restKeys.has(key))).toEqual([]);
  });
});
