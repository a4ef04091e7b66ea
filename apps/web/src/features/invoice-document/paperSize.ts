/**
 * The paper a shop prints on: North America uses Letter, everyone else A4. The print view sets it
 * in its @page rule so the browser's dialog starts on the right sheet.
 */
export function paperSize(country: string | null | undefined): 'letter' | 'A4' {
  return country === 'CA' || country === 'US' ? 'letter' : 'A4';
}

/** The print view's page rule: the shop's paper, margins small enough for a typical invoice on one sheet. */
export function pageRule(country: string | null | undefined): string {
  return `@page { size: ${paperSize(country)}; margin: 12mm 12mm 14mm; }`;
}
