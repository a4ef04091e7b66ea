import { describe, expect, it } from 'vitest';
import { timeInStatus } from './timeInStatus';

const now = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('timeInStatus', () => {
  it('says "now" under a minute, and for a date in the future (clock skew)', () => {
    expect(timeInStatus(ago(59_000), now)).toEqual({ unit: 'now' });
    expect(timeInStatus(ago(-5 * MIN), now)).toEqual({ unit: 'now' });
  });

  it('uses the largest whole unit, rounded down', () => {
    expect(timeInStatus(ago(MIN), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(timeInStatus(ago(59 * MIN + 59_000), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(timeInStatus(ago(60 * MIN), now)).toEqual({ unit: 'hours', count: 1 });
    expect(timeInStatus(ago(3 * 60 * MIN + 50 * MIN), now)).toEqual({ unit: 'hours', count: 3 });
    expect(timeInStatus(ago(23 * 60 * MIN + 59 * MIN), now)).toEqual({ unit: 'hours', count: 23 });
    expect(timeInStatus(ago(24 * 60 * MIN), now)).toEqual({ unit: 'days', count: 1 });
    expect(timeInStatus(ago(2 * 24 * 60 * MIN + 23 * 60 * MIN), now.getTime())).toEqual({ unit: 'days', count: 2 });
  });

  it('says "now" for an unreadable date rather than NaN', () => {
    expect(timeInStatus('pas une date', now)).toEqual({ unit: 'now' });
  });
});
