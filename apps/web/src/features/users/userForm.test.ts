import { describe, expect, it } from 'vitest';
import { validateInvite, validateUserEdit, type UserFormValues } from './userForm';

const invite: UserFormValues = { fullname: 'Marc Tremblay', username: 'mtremblay', email: 'marc@garage.ca', permissionFlags: 'EMPLOYEE' };

describe('user form validation', () => {
  it.each(['mtremblay', 'j.dupont', 'tech-2', 'a_b', '  Marc  ', 'x'.repeat(40)])('accepts the username %j like the server', (username) => {
    expect(validateInvite({ ...invite, username })).toEqual({});
  });

  it.each(['jean dupont', 'élise', 'a@b', 'x'.repeat(41)])('refuses the username %j like the server', (username) => {
    expect(validateInvite({ ...invite, username })).toEqual({ username: 'error.ERR_INVALID_USERNAME' });
  });

  it('names a missing username, full name and email apart from malformed ones', () => {
    expect(validateInvite({ ...invite, fullname: ' ', username: ' ', email: '' })).toEqual({
      fullname: 'error.ERR_FULLNAME_REQUIRED',
      username: 'error.ERR_USERNAME_REQUIRED',
      email: 'validation.emailRequired',
    });
    expect(validateInvite({ ...invite, email: 'marc@garage' })).toEqual({ email: 'error.ERR_INVALID_EMAIL' });
  });

  it('checks only the full name of a stored user (username and email are read-only)', () => {
    expect(validateUserEdit({ ...invite, username: 'x y', email: '' })).toEqual({});
    expect(validateUserEdit({ ...invite, fullname: '' })).toEqual({ fullname: 'error.ERR_FULLNAME_REQUIRED' });
  });
});
