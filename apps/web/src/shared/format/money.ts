/** The locale amounts are written in: English Canada in English, French Canada otherwise (French first). */
export function moneyLocale(language: string | undefined): 'en-CA' | 'fr-CA' {
  return language === 'en' ? 'en-CA' : 'fr-CA';
}

// One formatter per locale and currency: building an Intl.NumberFormat costs ~0.1 ms (~0.5 ms on a
// throttled phone), and a work order's lines, totals and lists asked for one each, some per amount.
const formatters = new Map<string, (value: number) => string>();

/**
 * Money in the account's currency as the language writes it: '1 234,56 $' (fr-CA), '$1,234.56'
 * (en-CA), '1 234,56 €' (fr-CA, EUR). An ill-formed currency code is shown as Canadian dollars, as
 * the money inputs do (currencyInputFormat); the account's code is always three capitals, which Intl takes.
 */
export function moneyFormatter(locale: string, currency: string): (value: number) => string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    let formatter: Intl.NumberFormat;
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    }
    format = (value) => formatter.format(value);
    formatters.set(key, format);
  }
  return format;
}

/** One amount in the account's currency and the interface's language (326,81 $ / $326.81). */
export function formatMoney(value: number, currency: string, language: string | undefined): string {
  return moneyFormatter(moneyLocale(language), currency)(value);
}
