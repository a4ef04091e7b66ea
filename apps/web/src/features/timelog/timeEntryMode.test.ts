import type { Timelog } from '@atelier/contracts/timelog';
import { describe, expect, it } from 'vitest';
import { timeEntryMode } from './timeEntryMode';

const entry = (endTime: string | null, user = 'me') => ({ endTime, user: { uuid: user, fullname: 'Léa', username: 'lea' } }) as Timelog;

describe('timeEntryMode (workshop §2/§4)', () => {
  it('adds without an entry', () => {
    expect(timeEntryMode(null, 'me')).toBe('add');
  });
  it("clocks out the signed-in user's own running clock", () => {
    expect(timeEntryMode(entry(null), 'me')).toBe('running');
  });
  it("edits a closed entry, and someone else's running clock", () => {
    expect(timeEntryMode(entry('2026-11-24T10:00:00Z'), 'me')).toBe('edit');
    expect(timeEntryMode(entry(null, 'other'), 'me')).toBe('edit');
    expect(timeEntryMode(entry(null), null)).toBe('edit');
  });
});
