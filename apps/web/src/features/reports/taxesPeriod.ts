import { isReportDate } from '@atelier/contracts/reports';
import type { PeriodChoices } from './periodChoices';
import { presetPeriod, type Period } from './productivityPeriod';

/** The taxes report's presets (a GST/QST or VAT return covers a month, a quarter or a year). */
export type TaxesPreset = 'month' | 'previousMonth' | 'quarter' | 'year';
export const TAXES_PRESETS: readonly TaxesPreset[] = ['month', 'previousMonth', 'quarter', 'year'];

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A preset's days around `today` (the shop's day): the calendar month, the previous one, the calendar quarter, the calendar year. */
export function taxesPresetPeriod(preset: TaxesPreset, today: string): Period {
  if (preset === 'month' || preset === 'previousMonth') return presetPeriod(preset, today);
  const date = new Date(`${today}T00:00:00Z`);
  const year = date.getUTCFullYear();
  if (preset === 'year') return { from: `${year}-01-01`, to: `${year}-12-31` };
  const first = Math.floor(date.getUTCMonth() / 3) * 3;
  return { from: iso(Date.UTC(year, first, 1)), to: iso(Date.UTC(year, first + 3, 0)) };
}

/** Why a custom range cannot be asked for, or null: real days (2000–2099), in order; any length (a return may span years). */
export function taxesPeriodProblem({ from, to }: Period): 'from' | 'to' | 'order' | null {
  if (!isReportDate(from)) return 'from';
  if (!isReportDate(to)) return 'to';
  if (from > to) return 'order';
  return null;
}

/** The taxes report's period picker. */
export const TAXES_CHOICES: PeriodChoices<TaxesPreset> = {
  presets: TAXES_PRESETS,
  periodOf: taxesPresetPeriod,
  problemOf: taxesPeriodProblem,
  texts: 'reports.taxes',
};
