import { describe, expect, it } from 'vitest';
import { OTHER_WORKORDER, timelog } from './testEntries';
import { entryHours, lineSoldHours, workorderTime, type ServiceLine } from './workorderTime';

const service = (over: Partial<ServiceLine>): ServiceLine => ({ id: 7, name: 'Vidange', type: 'SERVICE', price: null, value_measured: 1, ...over });
const now = Date.parse('2026-11-24T16:00:00.000Z');

describe('lineSoldHours (as the productivity report counts them)', () => {
  it('a service at the hourly rate sells its quantity in hours', () => {
    expect(lineSoldHours(service({ value_measured: 2.5 }), 100)).toBe(2.5);
    expect(lineSoldHours(service({ value_measured: 1.5 }), 0)).toBe(1.5);
  });

  it('a priced service sells price × quantity ÷ the hourly rate, nothing without a rate', () => {
    expect(lineSoldHours(service({ price: 150, value_measured: 2 }), 100)).toBe(3);
    expect(lineSoldHours(service({ price: 150 }), 0)).toBe(0);
  });

  it('a product sells no hours', () => {
    expect(lineSoldHours(service({ type: 'PRODUCT', price: null, value_measured: 4 }), 100)).toBe(0);
  });
});

describe('entryHours', () => {
  it('a closed entry counts its duration; a running one the hours since its start', () => {
    expect(entryHours(timelog({ duration: 1.5 }), now)).toBe(1.5);
    expect(entryHours(timelog({ startTime: '2026-11-24T15:15:00.000Z', endTime: null, duration: null }), now)).toBe(0.75);
  });
});

describe('workorderTime', () => {
  const lines = [
    service({ id: 7, name: 'Vidange', value_measured: 1 }),
    service({ id: 8, name: 'Freins', price: 200, value_measured: 1 }),
    service({ id: 9, type: 'PRODUCT', name: 'Filtre' }),
    service({ id: 10, name: 'Pneus', price: 50 }),
  ];

  it('groups entries per service line in the work order order, then time on no line, with clocked vs sold hours', () => {
    const entries = [
      timelog({ id: 1, entryId: 8, duration: 1.25 }),
      timelog({ id: 2, entryId: 7, duration: 0.5 }),
      timelog({ id: 3, entryId: null, duration: 0.25 }),
      timelog({ id: 4, entryId: 8, startTime: '2026-11-24T15:30:00.000Z', endTime: null, duration: null }),
    ];
    const time = workorderTime(lines, entries, 100, now);
    expect(time.lines.map((line) => [line.entryId, line.name, line.clockedHours, line.soldHours, line.running, line.entries.map((e) => e.id)])).toEqual([
      [7, 'Vidange', 0.5, 1, false, [2]],
      [8, 'Freins', 1.75, 2, true, [1, 4]],
      [10, 'Pneus', 0, 0.5, false, []],
      [null, null, 0.25, 0, false, [3]],
    ]);
    expect(time.clockedHours).toBe(2.5);
    expect(time.soldHours).toBe(3.5);
  });

  it('time on a line deleted since stays on the work order, under no line', () => {
    const time = workorderTime(lines, [timelog({ id: 1, entryId: 99, entryName: 'Ancienne ligne', duration: 2 })], 100, now);
    expect(time.lines.at(-1)).toMatchObject({ entryId: null, clockedHours: 2 });
  });

  it('leaves out lines with neither time nor sold hours, and no-line time when there is none', () => {
    const time = workorderTime([service({ id: 8, price: 200 })], [], 0, now);
    expect(time.lines).toEqual([]);
    expect(time).toMatchObject({ clockedHours: 0, soldHours: 0 });
    expect(workorderTime(lines, [], 100, now).lines.some((line) => line.entryId === null)).toBe(false);
  });

  it('ignores nothing from another work order by itself: the caller passes this work order entries only', () => {
    // The list is asked with ?workorderUuid=: what comes back is counted as is.
    expect(workorderTime([], [timelog({ workorderUuid: OTHER_WORKORDER, duration: 1 })], 0, now).clockedHours).toBe(1);
  });
});
