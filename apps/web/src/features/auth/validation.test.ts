import { describe, expect, it } from 'vitest';
import { requiredField, validateEmail, validateNewPassword, validatePasswordConfirmation } from './validation';

describe('auth form validation', () => {
  it('requires a value', () => {
    const rule = requiredField('error.ERR_USERNAME_REQUIRED');
    expect(rule('')).toBe('error.ERR_USERNAME_REQUIRED');
    expect(rule('   ')).toBe('error.ERR_USERNAME_REQUIRED');
    expect(rule('marc')).toBeNull();
  });

  it('checks the email', () => {
    expect(validateEmail('')).toBe('validation.emailRequired');
    expect(validateEmail('marc@')).toBe('error.ERR_INVALID_EMAIL');
    expect(validateEmail(' marc@garage.ca ')).toBeNull();
  });

  it('applies the weak-password rule: 6 characters, 1 lowercase, 1 uppercase, 1 digit, 1 symbol', () => {
    expect(validateNewPassword('')).toBe('error.ERR_PASSWORD_REQUIRED');
    expect(validateNewPassword('Ab1!')).toBe('error.ERR_WEAK_PASSWORD');
    expect(validateNewPassword('abcde1!')).toBe('error.ERR_WEAK_PASSWORD');
    expect(validateNewPassword('ABCDE1!')).toBe('error.ERR_WEAK_PASSWORD');
    expect(validateNewPassword('Abcdef!')).toBe('error.ERR_WEAK_PASSWORD');
    expect(validateNewPassword('Abcde12')).toBe('error.ERR_WEAK_PASSWORD');
    expect(validateNewPassword('Abcd1!')).toBeNull();
  });

  it('requires the confirmation to match', () => {
    expect(validatePasswordConfirmation('', 'Abcd1!')).toBe('validation.confirmationRequired');
    expect(validatePasswordConfirmation('Abcd1?', 'Abcd1!')).toBe('error.ERR_PASSWORD_MISMATCH');
    expect(validatePasswordConfirmation('Abcd1!', 'Abcd1!')).toBeNull();
  });
});
