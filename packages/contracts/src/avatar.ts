/**
 * Avatar initials: the first two characters of the username, else of the email (shell §2).
 * Kept free of zod so the web shell can use it without bundling the schemas.
 */
export function avatarInitials(user: { username?: string | null; email?: string | null }): string {
  const source = user.username?.trim() || user.email?.trim() || '';
  return source.slice(0, 2).toUpperCase();
}
