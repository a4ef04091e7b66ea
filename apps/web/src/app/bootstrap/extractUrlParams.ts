import type { Language } from '@atelier/contracts/constants';

export interface UrlParams {
  /** Access token handed over by a link (hash query or page query). */
  token: string | null;
  /** Interface language requested by a link. */
  locale: Language | null;
  /** The same address without the token, so it does not linger in history or screenshots. */
  cleanHref: string;
}

function toLanguage(value: string | null): Language | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'fr' || base === 'en' ? base : null;
}

/**
 * Reads `token` and `locale` from either the hash query (#/path?token=…) or the page query
 * (?token=…#/path); the hash query wins when both are present.
 */
export function extractUrlParams(href: string): UrlParams {
  const url = new URL(href);
  const hash = url.hash.replace(/^#/, '');
  const queryStart = hash.indexOf('?');
  const hashPath = queryStart >= 0 ? hash.slice(0, queryStart) : hash;
  const hashParams = new URLSearchParams(queryStart >= 0 ? hash.slice(queryStart + 1) : '');
  const pageParams = new URLSearchParams(url.search);

  const token = hashParams.get('token') || pageParams.get('token') || null;
  const locale = toLanguage(hashParams.get('locale')) ?? toLanguage(pageParams.get('locale'));

  hashParams.delete('token');
  pageParams.delete('token');
  const search = pageParams.toString();
  const hashQuery = hashParams.toString();
  url.search = search ? `?${search}` : '';
  url.hash = hashPath || hashQuery ? `${hashPath}${hashQuery ? `?${hashQuery}` : ''}` : '';
  return { token, locale, cleanHref: url.toString() };
}
