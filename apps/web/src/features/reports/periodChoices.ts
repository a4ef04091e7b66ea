import type { Period } from './productivityPeriod';

/**
 * A report's period presets and rules (the productivity and taxes reports); the picker's texts are
 * under `texts`: `.preset.{value}`, `.preset.custom`, `.periodLabel`, `.customLabel`, `.apply`, `.rangeLength`.
 */
export interface PeriodChoices<P extends string> {
  presets: readonly P[];
  periodOf: (preset: P, today: string) => Period;
  problemOf: (period: Period) => 'from' | 'to' | 'order' | 'length' | null;
  texts: string;
}

/** Which preset these days are (for the chips), or 'custom'. */
export function presetOfPeriod<P extends string>(choices: PeriodChoices<P>, period: Period, today: string): P | 'custom' {
  return (
    choices.presets.find((preset) => {
      const days = choices.periodOf(preset, today);
      return days.from === period.from && days.to === period.to;
    }) ?? 'custom'
  );
}
