/**
 * A plan's monthly price as the shop's currency and the interface's language write it: 'Gratuit',
 * '29 $ / mois' (fr-CA), '$29 / month' (en-CA). Whole amounts drop the cents, as price lists do.
 */
export function planPriceText(cents: number, locale: string, currency: string, texts: { free: string; perMonth: (amount: string) => string }): string {
  if (cents === 0) return texts.free;
  const digits = cents % 100 === 0 ? 0 : 2;
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', minimumFractionDigits: digits, maximumFractionDigits: digits });
  }
  return texts.perMonth(formatter.format(cents / 100));
}
