import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, avatarInitials } from './users.js';

describe('avatarInitials (shell spec §2: first two characters of the username, else of the email)', () => {
  it('takes the first two characters of the username, upper-cased', () => {
    expect(avatarInitials({ username: 'mtremblay', email: 'zoe@garage.test' })).toBe('MT');
  });

  it('falls back to the email when the username is empty or blank', () => {
    expect(avatarInitials({ username: '', email: 'zoe@garage.test' })).toBe('ZO');
    expect(avatarInitials({ username: '   ', email: 'zoe@garage.test' })).toBe('ZO');
  });

  it('ignores leading spaces', () => {
    expect(avatarInitials({ username: '  jp', email: 'x@y.z' })).toBe('JP');
  });

  it('gives one character for a one-character username and nothing when both are empty', () => {
    expect(avatarInitials({ username: 'm', email: 'zoe@garage.test' })).toBe('M');
    expect(avatarInitials({ username: '', email: '' })).toBe('');
  });

  it('upper-cases accented letters', () => {
    expect(avatarInitials({ username: 'élodie', email: '' })).toBe('ÉL');
  });
});

describe('roles (shell spec §6)', () => {
  it('default to GUEST', () => {
    expect(DEFAULT_ROLE).toBe('GUEST');
  });
});
