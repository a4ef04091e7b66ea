export interface CurrencyInputFormat {
  prefix?: string;
  suffix?: string;
  decimalSeparator: string;
  thousandSeparator: string;
}

// Read once per locale and currency (an Intl.NumberFormat each: every money input asked for one).
const formats = new Map<string, CurrencyInputFormat>();

/**
 * How an amount is written in this language and currency, for a NumberInput: "95,00 $" in
 * French, "$95.00" in English. Intl decides the symbol and its side.
 */
export function currencyInputFormat(locale: string, currency: string): CurrencyInputFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = readFormat(locale, currency);
    formats.set(key, format);
  }
  return format;
}

function readFormat(locale: string, currency: string): CurrencyInputFormat {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1234.5);
  } catch {
    parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).formatToParts(1234.5);
  }
  const symbolAt = parts.findIndex((part) => part.type === 'currency');
  const firstNumber = parts.findIndex((part) => part.type === 'integer');
  const symbol = parts[symbolAt]?.value ?? currency;
  const decimalSeparator = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  // Narrow no-break spaces and the like become plain spaces: NumberInput parses what it shows.
  const thousandSeparator = (parts.find((part) => part.type === 'group')?.value ?? ' ').replace(/\s/u, ' ');
  return symbolAt < firstNumber
    ? { prefix: `${symbol}${parts[symbolAt + 1]?.type === 'literal' ? ' ' : ''}`, decimalSeparator, thousandSeparator }
    : { suffix: ` ${symbol}`, decimalSeparator, thousandSeparator };
}
