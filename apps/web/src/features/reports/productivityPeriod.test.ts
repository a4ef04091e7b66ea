import { describe, expect, it } from 'vitest';
import { periodFromParams, periodProblem, presetOf, presetPeriod, shopToday } from './productivityPeriod';

describe('shopToday', () => {
  it("is the day in the shop's time zone, not the browser's", () => {
    // 03:30 UTC on the 24th: still the evening of the 23rd in Toronto, already the 24th in Paris.
    const now = new Date('2026-11-24T03:30:00Z');
    expect(shopToday('America/Toronto', now)).toBe('2026-11-23');
    expect(shopToday('Europe/Paris', now)).toBe('2026-11-24');
    expect(shopToday('UTC', now)).toBe('2026-11-24');
  });

  it('turns at local midnight on a daylight-saving day', () => {
    // 2026-03-08 is the spring-forward day in Toronto (UTC-5 before 02:00, UTC-4 after).
    expect(shopToday('America/Toronto', new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(shopToday('America/Toronto', new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // 2026-11-01, fall back: midnight is 04:00 UTC before, then 05:00 UTC the next night.
    expect(shopToday('America/Toronto', new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(shopToday('America/Toronto', new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(shopToday('America/Toronto', new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(shopToday('Mars/Olympus', new Date('2026-11-24T03:30:00Z'))).toBe('2026-11-24');
  });
});

describe('presetPeriod', () => {
  it('week: Monday to Sunday around today, whatever the day', () => {
    expect(presetPeriod('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Monday
    expect(presetPeriod('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetPeriod('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Sunday
    expect(presetPeriod('week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('month: the 1st to the last day', () => {
    expect(presetPeriod('month', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('previous month: the whole month before, across a year', () => {
    expect(presetPeriod('previousMonth', '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('previousMonth', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('previousMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});

describe('presetOf', () => {
  it('names the preset a range is, else custom', () => {
    expect(presetOf({ from: '2026-11-23', to: '2026-11-29' }, '2026-11-24')).toBe('week');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-24')).toBe('month');
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-24')).toBe('previousMonth');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-08' }, '2026-11-24')).toBe('custom');
  });
});

describe('periodProblem and periodFromParams', () => {
  it('accepts real days in order, at most 366 days apart', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-02' })).toBeNull();
    expect(periodProblem({ from: '2026-11-24', to: '2026-11-24' })).toBeNull();
  });

  it('says which end is wrong', () => {
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('from');
    expect(periodProblem({ from: '2026-03-01', to: '' })).toBe('to');
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-03' })).toBe('length');
  });

  it('reads ?from=&to= only when both make a valid range', () => {
    expect(periodFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-15'))).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(periodFromParams(new URLSearchParams('from=2026-11-15&to=2026-11-01'))).toBeNull();
    expect(periodFromParams(new URLSearchParams('from=2026-11-01'))).toBeNull();
    expect(periodFromParams(new URLSearchParams(''))).toBeNull();
  });
});
