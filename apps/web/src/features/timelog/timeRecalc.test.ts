import { describe, expect, it } from 'vitest';
import { changeDate, changeDuration, changeEnd, changeStart, endNow, fieldInstants, startNow, type ClockContext, type TimeFields, type TimeState } from './timeRecalc';

const toronto: ClockContext = { zone: 'America/Toronto', language: 'fr', now: Date.parse('2026-11-24T15:20:00Z') };
const fields = (patch: Partial<TimeFields> = {}): TimeFields => ({ date: '2026-11-24', startTime: '', endTime: '', endNextDay: false, duration: '', ...patch });
const state = (patch: Partial<TimeFields> = {}, durationTyped = false): TimeState => ({ fields: fields(patch), durationTyped });

describe('entering a duration (workshop §4)', () => {
  it('sets the end from the start', () => {
    const next = changeDuration(state({ startTime: '08:00' }), '1h30m', toronto);
    expect(next.fields).toMatchObject({ startTime: '08:00', endTime: '09:30', endNextDay: false, duration: '1h30m' });
    expect(next.durationTyped).toBe(true);
  });

  it('starts now in the shop zone when there is no start', () => {
    // 15:20Z is 10:20 in Toronto.
    const next = changeDuration(state(), '30m', toronto);
    expect(next.fields).toMatchObject({ date: '2026-11-24', startTime: '10:20', endTime: '10:50' });
    const paris = changeDuration(state({ date: '' }), '1.5', { ...toronto, zone: 'Europe/Paris' });
    expect(paris.fields).toMatchObject({ date: '2026-11-24', startTime: '16:20', endTime: '17:50' });
  });

  it('puts the end on the next day past midnight', () => {
    const next = changeDuration(state({ startTime: '23:30' }), '1h', toronto);
    expect(next.fields).toMatchObject({ endTime: '00:30', endNextDay: true });
    const { start, end } = fieldInstants(next.fields, toronto.zone);
    expect(end! - start!).toBe(3_600_000);
  });

  it('counts real hours across the summer time change', () => {
    // 01:00 + 2 h on the spring-forward night in Toronto reads 04:00 on the wall.
    const next = changeDuration(state({ date: '2026-03-08', startTime: '01:00' }), '2h', toronto);
    expect(next.fields.endTime).toBe('04:00');
  });

  it('keeps unreadable text as typed and moves nothing', () => {
    const before = state({ startTime: '08:00', endTime: '09:00', duration: '1 h' });
    const next = changeDuration(before, 'une heure', toronto);
    expect(next.fields).toEqual({ ...before.fields, duration: 'une heure' });
  });

  it('a cleared duration is no longer typed by hand', () => {
    expect(changeDuration(state({ startTime: '08:00' }, true), '  ', toronto).durationTyped).toBe(false);
  });
});

describe('changing the start or the end (workshop §4)', () => {
  it('recalculates the duration', () => {
    const started = changeStart(state({ endTime: '10:15' }), '08:45', toronto);
    expect(started.fields.duration).toBe('1 h 30');
    const ended = changeEnd(started, '12:00', toronto);
    expect(ended.fields.duration).toBe('3 h 15');
    expect(changeEnd(started, '12:00', { ...toronto, language: 'en' }).fields.duration).toBe('3h 15m');
  });

  it('does not touch a duration typed by hand', () => {
    const typed = changeDuration(state({ startTime: '08:00' }), '2h', toronto);
    const ended = changeEnd(typed, '11:00', toronto);
    expect(ended.fields.duration).toBe('2h');
    expect(ended.fields.endTime).toBe('11:00');
    // A new start keeps the typed duration: the end follows it.
    const started = changeStart(typed, '09:00', toronto);
    expect(started.fields).toMatchObject({ duration: '2h', endTime: '11:00' });
  });

  it('leaves the duration when the end is before the start', () => {
    const before = state({ startTime: '08:00', endTime: '09:00', duration: '1 h' });
    expect(changeEnd(before, '07:00', toronto).fields).toMatchObject({ endTime: '07:00', duration: '1 h' });
    expect(changeStart(before, '09:30', toronto).fields).toMatchObject({ startTime: '09:30', duration: '1 h' });
    expect(changeEnd(before, '08:00', toronto).fields.duration).toBe('1 h');
  });

  it('an end across midnight stays on the next day while it is before the start', () => {
    const overnight = state({ startTime: '23:00', endTime: '00:30', endNextDay: true, duration: '1 h 30' });
    expect(changeEnd(overnight, '01:00', toronto).fields).toMatchObject({ endNextDay: true, duration: '2 h' });
    expect(changeEnd(overnight, '23:45', toronto).fields).toMatchObject({ endNextDay: false, duration: '45 min' });
  });

  it('counts real hours on the change days', () => {
    // Toronto, spring forward: 00:00 to 04:00 on the wall is 3 h.
    expect(changeEnd(state({ date: '2026-03-08', startTime: '00:00' }), '04:00', toronto).fields.duration).toBe('3 h');
    // Paris, fall back: 00:00 to 04:00 on the wall is 5 h.
    expect(changeEnd(state({ date: '2026-10-25', startTime: '00:00' }), '04:00', { ...toronto, zone: 'Europe/Paris' }).fields.duration).toBe('5 h');
  });

  it('a new day keeps the times and the duration', () => {
    const before = state({ startTime: '08:00', endTime: '09:00', duration: '1 h' });
    expect(changeDate(before, '2026-11-20').fields).toEqual({ ...before.fields, date: '2026-11-20' });
  });
});

describe('now buttons', () => {
  it('clock in now: today in the shop at the current time', () => {
    // 15:20Z is 10:20 in Toronto.
    const next = startNow(state({ date: '2026-11-20', endTime: '11:50' }), toronto);
    expect(next.fields).toMatchObject({ date: '2026-11-24', startTime: '10:20', duration: '1 h 30' });
  });

  it('clock out now, the next day for a clock started last evening', () => {
    const late = { ...toronto, now: Date.parse('2026-11-25T06:15:00Z') }; // 01:15 in Toronto
    const next = endNow(state({ date: '2026-11-24', startTime: '22:00' }), late);
    expect(next.fields).toMatchObject({ endTime: '01:15', endNextDay: true, duration: '3 h 15' });
    expect(endNow(state({ date: '2026-11-24', startTime: '08:00' }), toronto).fields).toMatchObject({ endTime: '10:20', endNextDay: false, duration: '2 h 20' });
  });
});
