import type { PlanningEvent } from '@atelier/contracts/planning';
import { describe, expect, it } from 'vitest';
import { newBookings } from './newBookings';

const booking = (uuid: string) => ({ uuid }) as PlanningEvent;

describe('newBookings', () => {
  it('announces nothing on the first answer nor when the count does not grow', () => {
    expect(newBookings(null, { count: 2, latest: [booking('a'), booking('b')] })).toEqual([]);
    expect(newBookings(2, { count: 2, latest: [booking('a'), booking('b')] })).toEqual([]);
    expect(newBookings(2, { count: 0, latest: [] })).toEqual([]);
  });

  it('announces the newest bookings that made it grow, three at most', () => {
    const latest = ['e', 'd', 'c', 'b', 'a'].map(booking);
    expect(newBookings(1, { count: 2, latest }).map((b) => b.uuid)).toEqual(['e']);
    expect(newBookings(0, { count: 5, latest }).map((b) => b.uuid)).toEqual(['e', 'd', 'c']);
  });
});
