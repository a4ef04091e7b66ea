import { describe, expect, it } from 'vitest';
import { closedBands, gridRange } from './gridHours';
import { periodDays, periodRange, shiftAnchor } from './periods';

const week = [
  ...Array.from({ length: 5 }, () => ({ open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' })),
  { open: '09:00', close: '12:30', breakStart: null, breakEnd: null },
  null,
];

describe('periods', () => {
  it('spans a Monday-first week and a month of whole weeks', () => {
    expect(periodDays('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-30' });
    expect(periodDays('month', '2026-11-26')).toEqual({ from: '2026-10-26', to: '2026-12-07' });
    expect(periodDays('day', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-27' });
  });

  it('asks the server for the shop midnights', () => {
    expect(periodRange('day', '2026-11-01', 'America/Toronto')).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z' });
  });

  it('steps by a day, a week or a month', () => {
    expect(shiftAnchor('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftAnchor('week', '2026-11-26', -1)).toBe('2026-11-19');
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('grid hours', () => {
  it('runs from the earliest opening to the latest closing, 07:00–19:00 by default', () => {
    expect(gridRange(week)).toEqual({ start: 480, end: 1020 });
    expect(gridRange([null, null, null, null, null, null, null])).toEqual({ start: 420, end: 1140 });
  });

  it('greys closed hours, the lunch break lighter, closed days and holidays whole', () => {
    const grid = { start: 420, end: 1140 };
    expect(closedBands('2026-11-23', week, [], grid)).toEqual([
      { start: 420, end: 480, kind: 'closed' },
      { start: 720, end: 780, kind: 'break' },
      { start: 1020, end: 1140, kind: 'closed' },
    ]);
    expect(closedBands('2026-11-29', week, [], grid)).toEqual([{ start: 420, end: 1140, kind: 'closed' }]);
    expect(closedBands('2026-12-25', week, [{ from: '2026-12-24', to: '2026-12-26', label: 'Noël' }], grid)).toEqual([{ start: 420, end: 1140, kind: 'closed' }]);
  });
});
