import { describe, expect, it } from 'vitest';
import { efficiencyPercent, efficiencyTone, formatEfficiency, formatHours } from './efficiency';

describe('efficiency', () => {
  it('is a whole percentage, none when nothing was clocked on work orders', () => {
    expect(efficiencyPercent(1.0417)).toBe(104);
    expect(efficiencyPercent(0.8)).toBe(80);
    expect(efficiencyPercent(null)).toBeNull();
  });

  it('is green from 100 %, orange from 80 to 99 %, red below, by the percentage shown', () => {
    expect(efficiencyTone(1.5)).toBe('green');
    expect(efficiencyTone(1)).toBe('green');
    expect(efficiencyTone(0.996)).toBe('green'); // shown as 100 %
    expect(efficiencyTone(0.994)).toBe('orange'); // shown as 99 %
    expect(efficiencyTone(0.8)).toBe('orange');
    expect(efficiencyTone(0.794)).toBe('red'); // shown as 79 %
    expect(efficiencyTone(0)).toBe('red');
    expect(efficiencyTone(null)).toBeNull();
  });

  it('is written in the reader’s language, a dash when none', () => {
    expect(formatEfficiency(1.0417, 'fr-CA')).toBe('104\u00a0%');
    expect(formatEfficiency(1.0417, 'en')).toBe('104%');
    expect(formatEfficiency(null, 'fr-CA')).toBe('—');
  });
});

describe('formatHours', () => {
  it('writes two decimals with the language’s separator', () => {
    expect(formatHours(7.5, 'fr-CA')).toBe('7,50');
    expect(formatHours(7.5, 'en')).toBe('7.50');
    expect(formatHours(1234, 'en')).toBe('1,234.00');
    expect(formatHours(0, 'fr-CA')).toBe('0,00');
  });
});
