/**
 * Weak-password rule (shell spec §5): at least 6 characters, 1 lowercase, 1 uppercase, 1 digit
 * and 1 symbol. Shared by the server (ERR_WEAK_PASSWORD) and the forms.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export function isStrongPassword(password: string): boolean {
  // Characters, not UTF-16 units: an emoji is one character.
  const length = [...password].length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}\s]/u.test(password)
  );
}
