import { describe, expect, it } from 'vitest';
import { eventBody, eventFormValues, keepLength } from './eventFormValues';

const zone = 'America/Toronto';

describe('the appointment drawer values', () => {
  it('prefills a selected slot on the shop wall clock with its bay', () => {
    const values = eventFormValues({ start: Date.parse('2026-11-23T14:00:00Z'), end: Date.parse('2026-11-23T15:00:00Z'), bayId: 3 }, zone);
    expect(values).toMatchObject({ startDate: '2026-11-23', startTime: '09:00', endDate: '2026-11-23', endTime: '10:00', bayId: 3, status: 'CONFIRMED' });
  });

  it('sends ISO instants, catalogue services by id and free text by name', () => {
    const values = {
      ...eventFormValues({ start: Date.parse('2026-11-23T14:00:00Z'), end: Date.parse('2026-11-23T15:00:00Z') }, zone),
      services: [
        { catalogItemId: 7, name: 'Vidange' },
        { catalogItemId: null, name: 'Bruit avant' },
      ],
      title: '  ',
      mechUuid: 'm',
    };
    expect(eventBody(values, zone, null)).toMatchObject({
      start: '2026-11-23T14:00:00.000Z',
      end: '2026-11-23T15:00:00.000Z',
      services: [{ catalogItemId: 7 }, { name: 'Bruit avant' }],
      title: null,
      // No customer, no vehicle of theirs.
      mechUuid: null,
    });
  });

  it('keeps the length when the start moves', () => {
    const before = eventFormValues({ start: Date.parse('2026-11-23T14:00:00Z'), end: Date.parse('2026-11-23T15:30:00Z') }, zone);
    const after = keepLength(before, { ...before, startTime: '16:00' }, zone);
    expect([after.endDate, after.endTime]).toEqual(['2026-11-23', '17:30']);
    expect(keepLength(before, { ...before, notes: 'x' }, zone).endTime).toBe('10:30');
  });
});
