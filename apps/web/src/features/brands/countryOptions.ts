import { COUNTRIES } from '@atelier/contracts/countries';

/** The 16 countries of shell spec §5 named in the interface language, sorted by that name. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, locale));
}
