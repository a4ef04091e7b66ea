import type { User } from '@atelier/contracts';

/**
 * The stored user is trusted only as far as the shell needs it (names, picture): a corrupt or
 * outdated entry is dropped rather than crashing the header. /auth/validate refreshes it anyway.
 */
export function parseStoredUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const user = value as Partial<User>;
    if (typeof user.uuid !== 'string' || typeof user.email !== 'string' || typeof user.username !== 'string') {
      return null;
    }
    return value as User;
  } catch {
    return null;
  }
}
