/** An amount in the account's currency, written the way the interface's language writes it (326,81 $ / $326.81). */
export function formatMoney(value: number, currency: string, language: string | undefined): string {
  const locale = language === 'en' ? 'en-CA' : 'fr-CA';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    // An unknown currency code: the number alone rather than a broken page.
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  }
}
