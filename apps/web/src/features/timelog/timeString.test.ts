import { describe, expect, it } from 'vitest';
import { timeFieldValue } from './timeString';

describe('timeFieldValue (workshop §5 time strings)', () => {
  it('shows an ISO time in the shop zone', () => {
    expect(timeFieldValue('2026-11-24T13:05:00Z', 'America/Toronto')).toBe('08:05');
    expect(timeFieldValue('2026-11-24T13:05:00.000Z', 'Europe/Paris')).toBe('14:05');
    expect(timeFieldValue('2026-11-24T08:05:00-05:00', 'Europe/Paris')).toBe('14:05');
  });

  it('reads an ISO time without offset as the shop clock', () => {
    expect(timeFieldValue('2026-11-24T08:05', 'Europe/Paris')).toBe('08:05');
    expect(timeFieldValue('2026-11-24T08:05:30', 'America/Toronto')).toBe('08:05');
  });

  it('recognises H:mm and HH:mm', () => {
    expect(timeFieldValue('8:05', 'UTC')).toBe('08:05');
    expect(timeFieldValue('17:30', 'UTC')).toBe('17:30');
    expect(timeFieldValue(' 0:00 ', 'UTC')).toBe('00:00');
  });

  it.each(['', 'abc', '25:00', '8:60', '830', '8h30', '2026-11-24', '2026-13-40T10:00:00Z', '2026/11/24 08:05:00'])('shows %j empty', (value) => {
    expect(timeFieldValue(value, 'America/Toronto')).toBe('');
  });

  it('shows nothing for a missing value', () => {
    expect(timeFieldValue(null, 'UTC')).toBe('');
    expect(timeFieldValue(undefined, 'UTC')).toBe('');
  });
});
