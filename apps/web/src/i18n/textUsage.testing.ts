import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PageTexts } from './loadLanguage';
import type { Tree } from './mergeTexts';

/*
 * For the text tests (coreTexts.test.ts, textParts.test.ts): which modules a screen loads, and
 * which texts they use. A module loaded through withTexts, pageWithTexts or onDemand brings its
 * texts itself: it is where a screen's modules stop, and where another's begin.
 */

export const src = join(import.meta.dirname, '..');

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') keys.set(`${prefix}${key}`, value);
    else for (const [child, text] of flatten(value, `${prefix}${key}.`)) keys.set(child, text);
  }
  return keys;
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.testing\.ts$/.test(name) ? [path] : [];
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

const BOUNDARY = /\b(?:withTexts|pageWithTexts|onDemand)(?:<[^>]*>)?\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

/** Every module `starts` import (lazily too), down to the modules loaded through withTexts, pageWithTexts or onDemand. */
export function modulesOf(starts: string[]): string[] {
  const queue = [...starts];
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8')
      .replace(BOUNDARY, '')
      // A type brings no code.
      .replace(/import\s+type\s+\{[^}]*\}\s+from\s+'[^']+';?/g, '');
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)) {
      const imported = resolveImport(file, match[1]!);
      if (!imported || !/\.tsx?$/.test(imported)) continue;
      // The bundler keeps of a feature's index only what is imported from it (apps/web/package.json
      // sideEffects): follow those re-exports, not the whole index.
      const names = isFeatureIndex(imported) ? importedNames(source, match[1]!) : null;
      if (names) queue.push(...reexportsOf(imported, names));
      else queue.push(imported);
    }
  }
  return [...seen];
}

/** A module loaded with its texts: where it is loaded, the module, and the part of the texts that comes with it. */
export type TextBoundary = { where: string; module: string; part: PageTexts };

/** Every withTexts, pageWithTexts and onDemand call of the app, with the part its last argument names ('work' when none, or 'all'). */
export function textBoundaries(): TextBoundary[] {
  const boundaries: TextBoundary[] = [];
  for (const file of filesUnder(src)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(BOUNDARY)) {
      const module = resolveImport(file, match[1]!);
      if (!module) continue;
      // The call's own arguments: from its opening parenthesis to the one that closes it.
      const open = source.indexOf('(', match.index);
      let depth = 0;
      let close = open;
      for (; close < source.length; close++) {
        if (source[close] === '(') depth++;
        else if (source[close] === ')' && --depth === 0) break;
      }
      const part = /,\s*'(\w+)'\s*,?\s*$/.exec(source.slice(open, close))?.[1] ?? 'work';
      boundaries.push({ where: file.slice(src.length + 1), module, part: part as TextBoundary['part'] });
    }
  }
  return boundaries;
}

/** The keys `files` use that `texts` lack: t('a.b'), i18nKey="a.b", 'error.x', and the groups of t(`a.b.${x}`). */
export function missingTexts(files: string[], texts: Tree): string[] {
  const known = flatten(texts);
  const subtrees = new Set(
    [...known.keys()].flatMap((key) =>
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
      const key = (match[1] ?? match[2] ?? match[3])!;
      if (key.includes('.') && !known.has(key) && !known.has(`${key}_other`)) missing.push(`${key} (${where})`);
    }
    // t(`board.group.${group}`): the group of texts must be there.
    for (const match of source.matchAll(template)) if (!subtrees.has(match[1]!)) missing.push(`${match[1]}.* (${where})`);
  }
  return missing;
}
