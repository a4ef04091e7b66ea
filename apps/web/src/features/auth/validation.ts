import { isStrongPassword } from '@atelier/contracts/password';

/**
 * Client-side checks of the authentication forms. Each returns the translation key of the
 * message to show, or null when the value is fine.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredField = (key: string) => (value: string) => (value.trim() ? null : key);

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function validateEmail(value: string): string | null {
  if (!value.trim()) return 'validation.emailRequired';
  return looksLikeEmail(value) ? null : 'error.ERR_INVALID_EMAIL';
}

/** New passwords follow the weak-password rule (spec §5), the same function the server uses. */
export function validateNewPassword(value: string): string | null {
  if (!value) return 'error.ERR_PASSWORD_REQUIRED';
  return isStrongPassword(value) ? null : 'error.ERR_WEAK_PASSWORD';
}

export function validatePasswordConfirmation(confirmation: string, password: string): string | null {
  if (!confirmation) return 'validation.confirmationRequired';
  return confirmation === password ? null : 'error.ERR_PASSWORD_MISMATCH';
}
