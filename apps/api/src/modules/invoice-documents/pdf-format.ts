import type { InvoiceLanguage } from '@atelier/contracts';

/*
 * Number, money and date formatting of the printed document. Written out by hand rather than
 * through Intl: the bytes of a stored PDF must not depend on the ICU data of the Node build that
 * made them (fr-CA's group separator changed between ICU versions), and Roboto has no narrow
 * no-break space (U+202F) that Intl's French output uses.
 */

const NBSP = '\u00a0';
const SYMBOLS: Record<string, string> = { CAD: '$', USD: '$', AUD: '$', EUR: '€', GBP: '£', CHF: 'CHF' };

/** Cents of a JSON money amount (two decimals at most), exactly. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A number with up to `max` decimals (trailing zeros dropped) or exactly `min`: 1,5 / 1.5 / 2. */
export function formatNumber(value: number, language: InvoiceLanguage, min = 0, max = 2): string {
  const negative = value < 0;
  let text = Math.abs(value).toFixed(max);
  if (max > min) text = text.replace(new RegExp(`0{1,${max - min}}$`), '').replace(/\.$/, '');
  const [int = '0', dec] = text.split('.');
  const grouped = language === 'fr' ? groupDigits(int, NBSP) : groupDigits(int, ',');
  const body = dec ? `${grouped}${language === 'fr' ? ',' : '.'}${dec}` : grouped;
  return negative ? `-${body}` : body;
}

/** fr: 1 234,56 $ / 1 234,56 € ; en: $1,234.56 / €1,234.56 (a symbol-less currency prints its code). */
export function formatMoney(amount: number, currency: string, language: InvoiceLanguage): string {
  const cents = toCents(amount);
  const symbol = SYMBOLS[currency] ?? currency;
  const abs = formatNumber(Math.abs(cents) / 100, language, 2, 2);
  const sign = cents < 0 ? '-' : '';
  if (language === 'fr') return `${sign}${abs}${NBSP}${symbol}`;
  return symbol.length === 1 ? `${sign}${symbol}${abs}` : `${sign}${symbol}${NBSP}${abs}`;
}

/** A tax rate: fr 9,975 % ; en 9.975%. */
export function formatRate(rate: number, language: InvoiceLanguage): string {
  const text = formatNumber(rate, language, 0, 3);
  return language === 'fr' ? `${text}${NBSP}%` : `${text}%`;
}

const MONTHS = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** A calendar day 'YYYY-MM-DD': fr « 24 novembre 2026 » (1er for the first), en "November 24, 2026". */
export function formatDay(day: string, language: InvoiceLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const name = MONTHS[language][Number(month) - 1];
  const d = Number(date);
  return language === 'fr' ? `${d === 1 ? '1er' : d} ${name} ${year}` : `${name} ${d}, ${year}`;
}
