import type { Timelog } from '@atelier/contracts/timelog';
import { describe, expect, it } from 'vitest';
import { timeEntryErrors, timeEntryValues, toTimelogBody, type TimeEntryValues } from './timeEntryValues';

const zone = 'America/Toronto';
const entry = (patch: Partial<Timelog> = {}): Timelog => ({
  id: 7,
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Vidange',
  startTime: '2026-11-25T04:00:00.000Z',
  endTime: '2026-11-25T05:30:00.000Z',
  date: '2026-11-24',
  duration: 1.5,
  notes: null,
  user: { uuid: '22222222-2222-4222-8222-222222222222', fullname: 'Léa Roy', username: 'lroy' },
  entryId: 12,
  entryName: 'Vidange',
  workorderUuid: '33333333-3333-4333-8333-333333333333',
  worksheetUuid: '33333333-3333-4333-8333-333333333333',
  worksheetId: 1042,
  autoClosed: false,
  editedBy: null,
  editedAt: null,
  createdAt: '2026-11-25T05:30:00.000Z',
  ...patch,
});
const values = (patch: Partial<TimeEntryValues> = {}): TimeEntryValues => ({
  userUuid: null,
  workorderUuid: null,
  entryId: null,
  duration: '',
  date: '2026-11-24',
  startTime: '08:00',
  endTime: '09:00',
  endNextDay: false,
  notes: '',
  ...patch,
});

describe('timeEntryValues', () => {
  it('shows an entry on the shop clock: 23:00 local is that day, its end the next day', () => {
    expect(timeEntryValues(entry(), { zone, language: 'fr', me: null })).toEqual({
      userUuid: '22222222-2222-4222-8222-222222222222',
      workorderUuid: '33333333-3333-4333-8333-333333333333',
      entryId: '12',
      duration: '1 h 30',
      date: '2026-11-24',
      startTime: '23:00',
      endTime: '00:30',
      endNextDay: true,
      notes: '',
    });
  });

  it('a running entry has no end and no duration', () => {
    expect(timeEntryValues(entry({ endTime: null, duration: null }), { zone, language: 'en', me: null })).toMatchObject({ endTime: '', duration: '', endNextDay: false });
  });

  it('a new entry is for me, today in the shop, on the fixed work order', () => {
    const now = Date.parse('2026-11-25T03:00:00Z');
    expect(timeEntryValues(null, { zone, language: 'fr', me: 'me', workorderUuid: 'wo', now })).toMatchObject({
      userUuid: 'me',
      workorderUuid: 'wo',
      date: '2026-11-24',
      startTime: '',
    });
    expect(timeEntryValues(null, { zone: 'Europe/Paris', language: 'fr', me: 'me', now }).date).toBe('2026-11-25');
  });
});

describe('timeEntryErrors', () => {
  const closed = { zone, closed: true };
  const open = { zone, closed: false };

  it('accepts a complete entry', () => {
    expect(timeEntryErrors(values(), closed)).toEqual({});
    expect(timeEntryErrors(values({ endTime: '' }), open)).toEqual({});
  });

  it('keeps unreadable duration text and says so on save', () => {
    expect(timeEntryErrors(values({ duration: 'une heure' }), closed)).toEqual({ duration: 'timelog.form.durationUnreadable' });
    expect(timeEntryErrors(values({ duration: '0' }), closed)).toEqual({ duration: 'error.ERR_INVALID_DURATION' });
    expect(timeEntryErrors(values({ duration: '25h' }), closed)).toEqual({ duration: 'error.ERR_INVALID_DURATION' });
  });

  it('needs a start, an end after it, and an end on a closed entry', () => {
    expect(timeEntryErrors(values({ startTime: '' }), closed)).toEqual({ startTime: 'error.ERR_STARTTIME_REQUIRED' });
    expect(timeEntryErrors(values({ endTime: '07:00' }), closed)).toEqual({ endTime: 'error.ERR_ENDTIME_BEFORE_START' });
    expect(timeEntryErrors(values({ endTime: '08:00' }), closed)).toEqual({ endTime: 'error.ERR_ENDTIME_BEFORE_START' });
    expect(timeEntryErrors(values({ endTime: '' }), closed)).toEqual({ endTime: 'error.ERR_ENDTIME_REQUIRED' });
    expect(timeEntryErrors(values({ endTime: '07:00', endNextDay: true }), closed)).toEqual({});
  });

  it('refuses a day that does not exist', () => {
    expect(timeEntryErrors(values({ date: '2026-02-30' }), closed)).toEqual({ date: 'error.ERR_INVALID_DATE' });
  });
});

describe('toTimelogBody', () => {
  it('sends the shop clock times as ISO UTC', () => {
    const body = toTimelogBody(values({ startTime: '23:00', endTime: '00:30', endNextDay: true, entryId: '12', workorderUuid: 'wo', userUuid: 'u', notes: ' Pneus ' }), {
      zone,
      name: 'Vidange',
    });
    expect(body).toEqual({
      name: 'Vidange',
      startTime: '2026-11-25T04:00:00.000Z',
      endTime: '2026-11-25T05:30:00.000Z',
      duration: null,
      workorderUuid: 'wo',
      entryId: 12,
      notes: 'Pneus',
      user: 'u',
    });
  });

  it('sends a duration only when there is no end, and no end while the clock runs', () => {
    expect(toTimelogBody(values({ endTime: '', duration: '1h30m' }), { zone, name: null })).toMatchObject({ endTime: null, duration: 1.5 });
    expect(toTimelogBody(values({ endTime: '' }), { zone, name: null })).toMatchObject({
      endTime: null,
      duration: null,
      entryId: null,
      workorderUuid: null,
      user: null,
      notes: null,
    });
  });

  it('sends an empty start as missing (the server answers ERR_STARTTIME_REQUIRED)', () => {
    expect(toTimelogBody(values({ startTime: '' }), { zone, name: null }).startTime).toBe('');
  });
});
