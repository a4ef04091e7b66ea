import { describe, expect, it } from 'vitest';
import { parseStoredUser } from './parseStoredUser';

describe('parseStoredUser', () => {
  it('returns null when nothing or garbage is stored', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('{oops')).toBeNull();
    expect(parseStoredUser('"text"')).toBeNull();
    expect(parseStoredUser('{"uuid":"x"}')).toBeNull();
  });

  it('returns the stored user', () => {
    const user = { uuid: 'u1', username: 'marc', email: 'marc@garage.ca', fullname: 'Marc' };
    expect(parseStoredUser(JSON.stringify(user))).toEqual(user);
  });
});
