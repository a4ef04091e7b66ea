/**
 * Efficiency (sold hours ÷ hours clocked on work orders, issue 13) as the productivity table shows
 * it: a whole percentage, coloured by the percentage shown (so "100 %" is never orange): 100 % and
 * more green, 80 to 99 % orange, below red. Null (nothing clocked on work orders) is a dash.
 */
export type EfficiencyTone = 'green' | 'orange' | 'red';

export function efficiencyPercent(efficiency: number | null): number | null {
  return efficiency === null || !Number.isFinite(efficiency) ? null : Math.round(efficiency * 100);
}

export function efficiencyTone(efficiency: number | null): EfficiencyTone | null {
  const percent = efficiencyPercent(efficiency);
  if (percent === null) return null;
  if (percent >= 100) return 'green';
  if (percent >= 80) return 'orange';
  return 'red';
}

/** "104 %" (fr: a narrow no-break space before %), "104%" (en), "—" for none. */
export function formatEfficiency(efficiency: number | null, locale: string | undefined): string {
  const percent = efficiencyPercent(efficiency);
  if (percent === null) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** Hours with two decimals in the reader's language: 7.5 → "7,50" (fr), "7.50" (en). */
export function formatHours(hours: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hours);
}
