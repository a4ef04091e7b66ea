import type { User } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { sessionStore } from './sessionStore';

const user = { uuid: '6f1c2b0e-1d2a-4c3b-9a8e-0b1c2d3e4f50', id: 1, username: 'marc', email: 'marc@garage.test', fullname: 'Marc Tremblay' } as unknown as User;

describe('sessionStore.setUser', () => {
  it('tells the app only when the user changed (the visit validation returns the same user)', () => {
    sessionStore.save({ accessToken: 'a', refreshToken: 'r', user });
    let calls = 0;
    const stop = sessionStore.subscribe(() => calls++);
    sessionStore.setUser({ ...user });
    expect(calls).toBe(0);
    sessionStore.setUser({ ...user, fullname: 'Marc-André Tremblay' });
    expect(calls).toBe(1);
    expect(sessionStore.getState().user?.fullname).toBe('Marc-André Tremblay');
    stop();
  });
});
