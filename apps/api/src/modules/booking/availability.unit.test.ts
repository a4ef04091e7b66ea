import { describe, expect, it } from 'vitest';
import type { DayHours } from '@atelier/contracts';
import { addDays, bookingWindow, computeSlots, type Busy, type SlotInput } from './availability.js';

const WEEKDAY: DayHours = { open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' };
const WEEK: DayHours[] = [WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, null, null];
const EVERY_DAY: DayHours[] = Array.from({ length: 7 }, () => ({ open: '08:00', close: '17:00', breakStart: null, breakEnd: null }));

function input(overrides: Partial<SlotInput>): SlotInput {
  return {
    date: '2026-06-16', // a Tuesday
    zone: 'America/Toronto',
    hours: WEEK,
    closures: [],
    slotMinutes: 30,
    minutes: 60,
    minNoticeMinutes: 0,
    horizonDays: 365,
    now: new Date('2026-01-01T00:00:00Z'),
    bayIds: [1, 2],
    technicianIds: [],
    busy: [],
    ...overrides,
  };
}

const times = (i: SlotInput) => computeSlots(i).map((s) => s.time);
const busy = (bayId: number | null, technicianId: number | null, start: string, end: string): Busy => ({
  bayId,
  technicianId,
  start: new Date(start),
  end: new Date(end),
});

describe('computeSlots: opening hours and the lunch break', () => {
  it('starts on the grid from the opening, none in the break, each ending by closing', () => {
    expect(times(input({}))).toEqual([
      '08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30',
      '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00',
    ]); // prettier-ignore
    const first = computeSlots(input({}))[0]!;
    // 08:00 EDT is 12:00 UTC in June.
    expect(first.start.toISOString()).toBe('2026-06-16T12:00:00.000Z');
    expect(first.end.toISOString()).toBe('2026-06-16T13:00:00.000Z');
    expect(first.bayId).toBe(1);
    expect(first.technicianId).toBeNull();
  });

  it('a job that reaches the break resumes after it: its end is pushed by the break and it must still end by closing', () => {
    const slots = computeSlots(input({ minutes: 240 }));
    const ten = slots.find((s) => s.time === '10:00')!;
    // 10:00 + 4 h of work + 1 h of break = 15:00 (19:00 UTC).
    expect(ten.end.toISOString()).toBe('2026-06-16T19:00:00.000Z');
    // 11:00 ends at 12:00 exactly: not pushed.
    expect(
      computeSlots(input({}))
        .find((s) => s.time === '11:00')!
        .end.toISOString(),
    ).toBe('2026-06-16T16:00:00.000Z');
    // 240 min from 13:00 ends at 17:00 (fits), from 13:30 at 17:30 (does not); 08:00 ends 13:00 with the break.
    expect(slots.map((s) => s.time)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00']);
  });

  it('the bay is occupied across the break: an appointment right after the break blocks a job spanning it', () => {
    // 11:30 + 60 min spans the break: occupies 11:30–13:30. Bay 1 busy 13:00–13:30 → bay 2.
    const slots = computeSlots(input({ busy: [busy(1, null, '2026-06-16T17:00:00Z', '2026-06-16T17:30:00Z')] }));
    expect(slots.find((s) => s.time === '11:30')!.bayId).toBe(2);
    expect(slots.find((s) => s.time === '11:00')!.bayId).toBe(1);
  });

  it('no slot on a closed weekday or a closure', () => {
    expect(times(input({ date: '2026-06-20' }))).toEqual([]); // Saturday
    expect(times(input({ closures: [{ from: '2026-06-15', to: '2026-06-17', label: 'Vacances' }] }))).toEqual([]);
    expect(times(input({ closures: [{ from: '2026-06-17', to: '2026-06-17', label: null }] }))).not.toEqual([]);
  });

  it('no slot without bays or without work', () => {
    expect(times(input({ bayIds: [] }))).toEqual([]);
    expect(times(input({ minutes: 0 }))).toEqual([]);
  });
});

describe('computeSlots: daylight-saving days', () => {
  it('America/Toronto springs forward on 2026-03-08: the opening is 08:00 EDT, the skipped hour has no slot', () => {
    expect(computeSlots(input({ date: '2026-03-07', hours: EVERY_DAY }))[0]!.start.toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(computeSlots(input({ date: '2026-03-08', hours: EVERY_DAY }))[0]!.start.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    const night: DayHours[] = Array.from({ length: 7 }, () => ({ open: '00:00', close: '05:00', breakStart: null, breakEnd: null }));
    const slots = computeSlots(input({ date: '2026-03-08', hours: night, slotMinutes: 60 }));
    expect(slots.map((s) => s.time)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    // 01:00 EST + 60 min of work = 03:00 EDT: an hour of real time.
    expect(slots.map((s) => [s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['2026-03-08T05:00:00.000Z', '2026-03-08T06:00:00.000Z'],
      ['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z'],
      ['2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z'],
      ['2026-03-08T08:00:00.000Z', '2026-03-08T09:00:00.000Z'],
    ]);
  });

  it('America/Toronto falls back on 2026-11-01: the opening is 08:00 EST, the repeated hour is offered once', () => {
    expect(computeSlots(input({ date: '2026-10-31', hours: EVERY_DAY }))[0]!.start.toISOString()).toBe('2026-10-31T12:00:00.000Z');
    const day = computeSlots(input({ date: '2026-11-01', hours: EVERY_DAY }));
    expect(day[0]!.start.toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(day.at(-1)!.time).toBe('16:00');
    expect(day.at(-1)!.end.toISOString()).toBe('2026-11-01T22:00:00.000Z');
    const night: DayHours[] = Array.from({ length: 7 }, () => ({ open: '00:00', close: '03:00', breakStart: null, breakEnd: null }));
    const slots = computeSlots(input({ date: '2026-11-01', hours: night, slotMinutes: 60 }));
    expect(slots.map((s) => [s.time, s.start.toISOString()])).toEqual([
      ['00:00', '2026-11-01T04:00:00.000Z'],
      ['01:00', '2026-11-01T05:00:00.000Z'],
      ['02:00', '2026-11-01T07:00:00.000Z'],
    ]);
  });

  it('Europe/Paris on 2026-03-29 and 2026-10-25: the opening follows the clock', () => {
    const paris = { zone: 'Europe/Paris', hours: EVERY_DAY };
    expect(computeSlots(input({ ...paris, date: '2026-03-28' }))[0]!.start.toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(computeSlots(input({ ...paris, date: '2026-03-29' }))[0]!.start.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(computeSlots(input({ ...paris, date: '2026-10-24' }))[0]!.start.toISOString()).toBe('2026-10-24T06:00:00.000Z');
    expect(computeSlots(input({ ...paris, date: '2026-10-25' }))[0]!.start.toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(times(input({ ...paris, date: '2026-03-29' }))).toHaveLength(17);
  });
});

describe('computeSlots: minimum notice and horizon', () => {
  it('starts no earlier than now + the minimum notice', () => {
    // 09:10 EDT; 120 min of notice → 11:10: the first slot is 11:30.
    const now = new Date('2026-06-16T13:10:00Z');
    expect(times(input({ now, minNoticeMinutes: 120 }))[0]).toBe('11:30');
    expect(times(input({ now, minNoticeMinutes: 0 }))[0]).toBe('09:30');
    expect(times(input({ now, date: '2026-06-15' }))).toEqual([]);
  });

  it('books no further than today + the horizon (today in the shop’s zone)', () => {
    // 2026-06-01 22:00 EDT is already 2026-06-02 in UTC: today is still June 1st in Toronto.
    const now = new Date('2026-06-02T02:00:00Z');
    expect(times(input({ now, horizonDays: 15, date: '2026-06-16' }))).not.toEqual([]);
    expect(times(input({ now, horizonDays: 14, date: '2026-06-16' }))).toEqual([]);
  });

  it('bookingWindow: first date after the notice, last at the horizon', () => {
    const now = new Date('2026-06-16T20:00:00Z'); // 16:00 EDT
    expect(bookingWindow({ zone: 'America/Toronto', now, minNoticeMinutes: 480, horizonDays: 30 })).toEqual({ firstDate: '2026-06-17', lastDate: '2026-07-16' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('computeSlots: bays and technicians', () => {
  it('takes the first free bay by position, and no slot when every bay is taken', () => {
    const morning = busy(1, null, '2026-06-16T12:00:00Z', '2026-06-16T13:00:00Z');
    const slots = computeSlots(input({ busy: [morning] }));
    expect(slots[0]).toMatchObject({ time: '08:00', bayId: 2 });
    expect(slots.find((s) => s.time === '09:00')!.bayId).toBe(1);
    const full = computeSlots(input({ bayIds: [1], busy: [morning] }));
    // 08:00 and 08:30 overlap the appointment; 07:30–08:30 style partial overlaps count too.
    expect(full.map((s) => s.time).slice(0, 2)).toEqual(['09:00', '09:30']);
    const allDay = busy(1, null, '2026-06-16T12:00:00Z', '2026-06-16T21:00:00Z');
    expect(times(input({ bayIds: [1], busy: [allDay] }))).toEqual([]);
  });

  it('needs a free technician when the shop names some, and picks the first free one', () => {
    const tech7 = busy(9, 7, '2026-06-16T12:00:00Z', '2026-06-16T13:00:00Z');
    expect(times(input({ technicianIds: [7], busy: [tech7] }))[0]).toBe('09:00');
    expect(computeSlots(input({ technicianIds: [7, 8], busy: [tech7] }))[0]).toMatchObject({ time: '08:00', technicianId: 8, bayId: 1 });
    // Without named technicians a technician's appointment elsewhere does not matter.
    expect(times(input({ busy: [tech7] }))[0]).toBe('08:00');
  });

  it('an appointment ending at a slot’s start does not block it ([start, end))', () => {
    const early = busy(1, null, '2026-06-16T11:00:00Z', '2026-06-16T12:00:00Z');
    expect(computeSlots(input({ bayIds: [1], busy: [early] }))[0]).toMatchObject({ time: '08:00', bayId: 1 });
  });
});
