import { describe, expect, it } from 'vitest';
import { elapsedHours, formatHours, hoursLocale, msToNextHundredth } from './elapsed';

const start = '2026-11-24T13:00:00.000Z';
const at = (ms: number) => Date.parse(start) + ms;
const MIN = 60_000;

describe('elapsedHours', () => {
  it('counts hours to the hundredth, cut rather than rounded (a running clock never shows more than elapsed)', () => {
    expect(elapsedHours(start, at(0))).toBe(0);
    expect(elapsedHours(start, at(35_999))).toBe(0);
    expect(elapsedHours(start, at(36_000))).toBe(0.01);
    expect(elapsedHours(start, at(15 * MIN))).toBe(0.25);
    expect(elapsedHours(start, at(60 * MIN - 1))).toBe(0.99);
    expect(elapsedHours(start, at(75 * MIN))).toBe(1.25);
    expect(elapsedHours(start, at(8 * 60 * MIN + 20 * MIN))).toBe(8.33);
  });

  it('counts 0 for a start in the future (a phone clock behind the server) or an unreadable start', () => {
    expect(elapsedHours(start, at(-5 * MIN))).toBe(0);
    expect(elapsedHours('pas une heure', at(0))).toBe(0);
  });
});

describe('msToNextHundredth', () => {
  it('waits until the display next changes, at most 36 s', () => {
    expect(msToNextHundredth(start, at(0))).toBe(36_000);
    expect(msToNextHundredth(start, at(1_000))).toBe(35_000);
    expect(msToNextHundredth(start, at(36_000 * 7 + 35_999))).toBe(1);
    expect(msToNextHundredth(start, at(-2_000))).toBe(2_000);
  });
});

describe('formatHours', () => {
  it('writes 2 decimals in the interface language (shell §9)', () => {
    expect(formatHours(1.25, hoursLocale('fr'))).toBe('1,25 h');
    expect(formatHours(1.25, hoursLocale('en'))).toBe('1.25 h');
    expect(formatHours(0, hoursLocale('fr'))).toBe('0,00 h');
    expect(formatHours(8.5, hoursLocale('en'))).toBe('8.50 h');
  });

  it('French by default', () => {
    expect(hoursLocale(undefined)).toBe('fr-CA');
  });
});
