import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@atelier/contracts/constants';
import { merge, type Tree } from './mergeTexts';

/**
 * The interface's texts, read the way i18next read them (the same JSON files, keys and rules), in
 * 1 KB instead of i18next and react-i18next's 50 KB (14 KB compressed) on every first screen
 * (issue 12). What the app uses and nothing else:
 * - a key is a path in nested objects (`worksheets.title` reads `{ worksheets: { title } }`); of an
 *   array of keys, the first found;
 * - a missing text falls back to the default language's, then to `defaultValue`, then to the key;
 * - `count` picks `key_zero` (when 0 and present), then `key_{rule}` by Intl.PluralRules of the
 *   language (French says « 0 jour »: 0 is `one`), then `key`;
 * - `{{name}}` (or `{{a.b}}`) takes the option's value, or `replace`'s when given (the plural
 *   follows `count`, the text shows `replace.count`: « 10 000+ bons »); a variable not passed at
 *   all stays as written, one passed as undefined or null becomes empty. Values are never read
 *   again: a customer named `{{x}}` or `$t(x)` is printed as typed.
 */

/**
 * `count` as a number picks the plural form; as a string (a number already formatted) it is only
 * printed. `replace`, when given, holds the values of the text's variables instead of the options.
 */
export type TOptions = { count?: number | string; defaultValue?: string; lng?: Language; replace?: Record<string, unknown> } & Record<string, unknown>;
export type TFunction = (key: string | readonly string[], options?: TOptions | string) => string;
type Listener = (language: Language) => void;

export interface Translator {
  /** The interface's language. */
  readonly language: Language;
  /** The same, kept under i18next's name, which the formatting code reads. */
  readonly resolvedLanguage: Language;
  t: TFunction;
  changeLanguage(language: Language): Promise<TFunction>;
  /** Merges texts into a language's (a bundle that arrived). */
  addResourceBundle(language: Language, texts: Tree): void;
  on(event: 'languageChanged', listener: Listener): void;
  off(event: 'languageChanged', listener: Listener): void;
}

const VARIABLE = /\{\{(.+?)\}\}/g;

/** The value of `name` or of the path `a.b`, among own properties only (as the texts' keys, textAt). */
function valueAt(data: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(data, path)) return data[path];
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** `{{name}}` replaced by the value of `name` in `data`, in one pass. */
export function interpolate(text: string, data: Record<string, unknown>): string {
  if (!text.includes('{{')) return text;
  return text.replace(VARIABLE, (written, name: string) => {
    const path = name.trim();
    const value = valueAt(data, path);
    if (value === undefined) return Object.hasOwn(data, path) ? '' : written;
    return value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return `_${rules.select(count)}`;
}

function textAt(texts: Tree | undefined, key: string): string | undefined {
  let node: Tree | string | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    // Own keys only: a key such as `field.constructor` is not a text.
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export function createTranslator(initial: { language?: unknown; resources?: Partial<Record<Language, Tree>> } = {}): Translator {
  let language: Language = isLanguage(initial.language) ? initial.language : DEFAULT_LANGUAGE;
  const resources: Partial<Record<Language, Tree>> = { ...initial.resources };
  const listeners = new Set<Listener>();

  function find(languageOf: Language, key: string, count: number | undefined): string | undefined {
    const texts = resources[languageOf];
    if (!texts) return undefined;
    if (count !== undefined) {
      const zero = count === 0 ? textAt(texts, `${key}_zero`) : undefined;
      const plural = zero ?? textAt(texts, key + pluralSuffix(languageOf, count));
      if (plural !== undefined) return plural;
    }
    return textAt(texts, key);
  }

  const t: TFunction = (keys, given) => {
    const options: TOptions = typeof given === 'string' ? { defaultValue: given } : (given ?? {});
    const list = typeof keys === 'string' ? [keys] : keys;
    const count = typeof options.count === 'number' ? options.count : undefined;
    const values = options.replace !== null && typeof options.replace === 'object' ? options.replace : options;
    const first = isLanguage(options.lng) ? options.lng : language;
    const order = first === DEFAULT_LANGUAGE ? [first] : [first, DEFAULT_LANGUAGE];
    for (const key of list) {
      for (const code of order) {
        const text = find(code, key, count);
        if (text !== undefined) return interpolate(text, values);
      }
    }
    if (typeof options.defaultValue === 'string') return interpolate(options.defaultValue, values);
    return list[list.length - 1] ?? '';
  };

  return {
    get language() {
      return language;
    },
    get resolvedLanguage() {
      return language;
    },
    t,
    changeLanguage(next) {
      if (isLanguage(next) && next !== language) {
        language = next;
        for (const listener of listeners) listener(next);
      }
      return Promise.resolve(t);
    },
    addResourceBundle(of, texts) {
      resources[of] = merge({ ...resources[of] }, texts);
    },
    on(_event, listener) {
      listeners.add(listener);
    },
    off(_event, listener) {
      listeners.delete(listener);
    },
  };
}
