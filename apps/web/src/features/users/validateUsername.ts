/** Same rule as the contracts' usernameSchema (zod stays out of the web bundle). */
const USERNAME_PATTERN = /^[a-z0-9._-]+$/;
export const USERNAME_MAX_LENGTH = 40;

/** Translation key of the problem with a username, or null when it is fine. */
export function validateUsername(value: string): string | null {
  const username = value.trim().toLowerCase();
  if (!username) return 'error.ERR_USERNAME_REQUIRED';
  if (username.length > USERNAME_MAX_LENGTH || !USERNAME_PATTERN.test(username)) return 'error.ERR_INVALID_USERNAME';
  return null;
}
