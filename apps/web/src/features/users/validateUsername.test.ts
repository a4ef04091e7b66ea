import { usernameSchema } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { validateUsername } from './validateUsername';

describe('validateUsername', () => {
  it.each(['mtremblay', 'j.dupont', 'tech-2', 'a_b', '  Marc  ', 'x'.repeat(40)])('accepts %j like the server', (value) => {
    expect(validateUsername(value)).toBeNull();
    expect(usernameSchema.safeParse(value).success).toBe(true);
  });

  it.each(['', '   ', 'jean dupont', 'élise', 'a@b', 'x'.repeat(41)])('refuses %j like the server', (value) => {
    expect(validateUsername(value)).not.toBeNull();
    expect(usernameSchema.safeParse(value).success).toBe(false);
  });

  it('names the missing username apart from a malformed one', () => {
    expect(validateUsername(' ')).toBe('error.ERR_USERNAME_REQUIRED');
    expect(validateUsername('a b')).toBe('error.ERR_INVALID_USERNAME');
  });
});
