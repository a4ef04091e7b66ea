import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { interpolate } from './translator';
import { useTranslation } from './useTranslation';

interface TransProps {
  i18nKey: string;
  /** The `{{name}}` values, printed as text (a value is never read as a tag). */
  values?: Record<string, unknown>;
  /** Picks the plural form and fills `{{count}}`. */
  count?: number;
  /** The element each `<name>…</name>` of the text becomes, its content as children. */
  components?: Record<string, ReactElement>;
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A text with markup, as react-i18next's `Trans` wrote it: « Écrivez-nous à <mail>{{email}}</mail>. »
 * with `components={{ mail: <Anchor href=… /> }}`. The tags are found in the text before the values
 * go in, so an email or an address typed with `<strong>` stays text. A tag with no component shows
 * its content.
 */
export function Trans({ i18nKey, values = {}, count, components = {} }: TransProps) {
  const { t } = useTranslation();
  const text = t(i18nKey, count === undefined ? {} : { count });
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) parts.push(interpolate(text.slice(at, match.index), values));
    const name = match[1] ?? match[3]!;
    const inner = match[2] === undefined ? undefined : interpolate(match[2], values);
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : <Fragment key={parts.length}>{inner}</Fragment>);
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(interpolate(text.slice(at), values));
  return <>{parts}</>;
}
