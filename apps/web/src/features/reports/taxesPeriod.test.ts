import { describe, expect, it } from 'vitest';
import { taxesPeriodProblem, taxesPresetPeriod } from './taxesPeriod';

describe('taxes report period', () => {
  it('gives the calendar month, the previous one, the quarter and the year around the shop’s day', () => {
    expect(taxesPresetPeriod('month', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(taxesPresetPeriod('previousMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(taxesPresetPeriod('quarter', '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(taxesPresetPeriod('quarter', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(taxesPresetPeriod('quarter', '2024-05-31')).toEqual({ from: '2024-04-01', to: '2024-06-30' });
    expect(taxesPresetPeriod('year', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('refuses a day that does not exist or a range backwards, and allows more than a year', () => {
    expect(taxesPeriodProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('from');
    expect(taxesPeriodProblem({ from: '2026-02-01', to: '' })).toBe('to');
    expect(taxesPeriodProblem({ from: '2026-03-01', to: '2026-02-01' })).toBe('order');
    expect(taxesPeriodProblem({ from: '2024-01-01', to: '2026-12-31' })).toBeNull();
  });
});
