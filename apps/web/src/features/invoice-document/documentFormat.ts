import type { Address } from '@atelier/contracts/brands';
import { formatPhone, formatPostcode } from '@atelier/contracts/format';
import { moneyFormatter, moneyLocale } from '../../shared/format/money';

/*
 * Numbers, dates and addresses as the DOCUMENT's language writes them (not the reader's
 * interface): '1 234,56 $' / '$1,234.56', '24 novembre 2026' / 'November 24, 2026'.
 */

export interface DocumentFormat {
  locale: 'fr-CA' | 'en-CA';
  money: (value: number) => string;
  /** A YYYY-MM-DD day, written out (no time zone shift: the day is the shop's). */
  day: (isoDay: string) => string;
  quantity: (value: number) => string;
  /** A rate in percent: '9,975 %' / '9.975%'. */
  percent: (value: number) => string;
}

export function documentFormat(language: string, currency: string): DocumentFormat {
  const locale = moneyLocale(language);
  const money = moneyFormatter(locale, currency);
  const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return {
    locale,
    money,
    day: (isoDay) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
      return match ? days.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : isoDay;
    },
    quantity: (value) => numbers.format(value),
    // French puts a (non-breaking) space before the sign.
    percent: (value) => `${numbers.format(value)}${locale === 'fr-CA' ? '\u00a0%' : '%'}`,
  };
}

/** The day `days` after a YYYY-MM-DD day (calendar arithmetic, no time zone). */
export function addDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** A country's name in the document's language ('CA' → 'Canada'; 'FR' → 'France' / 'France'). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language === 'en' ? 'en' : 'fr'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * An address as the post of its country writes it: France '12 rue X' / '69002 Lyon';
 * North America '1200 rue Y' / 'Montréal QC  H2X 1Y4'; then the country.
 */
export function documentAddressLines(address: Address, language: string): string[] {
  const street = [address.street_number, address.address_line_1].filter(Boolean).join(' ');
  const postcode = address.postcode ? formatPostcode(address.postcode) : '';
  const locality =
    address.country === 'FR'
      ? [postcode, address.city].filter(Boolean).join(' ')
      : [[address.city, address.region].filter(Boolean).join(' '), postcode].filter(Boolean).join('  ');
  const country = address.country ? countryName(address.country, language) : '';
  return [street, address.address_line_2 ?? '', locality, country].map((line) => line.trim()).filter(Boolean);
}

/** North American numbers in their usual groups; others (a French 01 23 45 67 89) as typed. */
export function documentPhone(phone: string, country: string | null): string {
  return country === 'FR' ? phone.trim() : formatPhone(phone);
}
