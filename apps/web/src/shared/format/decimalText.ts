/**
 * Reads an amount written in either convention, as it arrives whole (paste, autofill, a form
 * filled by a tool): "24.95", "24,95", "1 234,50", "1,234.50", "1.234,50", "24", "$24.95",
 * "24,95 $". Spaces (plain, no-break, narrow) and apostrophes group thousands. When both "." and
 * "," appear, the last one is the decimal separator; a lone separator is the decimal one unless
 * it is repeated ("1,234,567") or followed by exactly three digits after a number ("1,234",
 * "1.234"): amounts here have at most two decimals, so three digits are a thousands group.
 * Answers null for text that holds no number.
 */
export function parseDecimalText(text: string): number | null {
  const negative = /^\s*[-−(]/u.test(text) || /-\s*$/u.test(text);
  // Keep digits and separators; currency signs, letters and grouping spaces go.
  const kept = text.replace(/[\s\u00a0\u202f'’]/gu, '').replace(/[^0-9.,]/gu, '');
  if (!/[0-9]/u.test(kept)) return null;
  const lastDot = kept.lastIndexOf('.');
  const lastComma = kept.lastIndexOf(',');
  let decimalAt = -1;
  if (lastDot >= 0 && lastComma >= 0) {
    decimalAt = Math.max(lastDot, lastComma);
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const at = Math.max(lastDot, lastComma);
    const repeated = kept.indexOf(separator) !== at;
    const digitsAfter = kept.length - at - 1;
    const thousandsGroup = digitsAfter === 3 && at > 0;
    if (!repeated && !thousandsGroup) decimalAt = at;
  }
  const whole = (decimalAt >= 0 ? kept.slice(0, decimalAt) : kept).replace(/[.,]/gu, '');
  const fraction = decimalAt >= 0 ? kept.slice(decimalAt + 1).replace(/[.,]/gu, '') : '';
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}
