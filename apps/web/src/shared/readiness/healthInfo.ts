/**
 * Pieces of GET /api/health read without zod (the sign-in page is a first screen): the server's
 * release and the community chat link, each tolerating an older server that omits it.
 */
function field(health: unknown, name: string): unknown {
  return health && typeof health === 'object' ? (health as Record<string, unknown>)[name] : undefined;
}

/** The server's release (APP_RELEASE on the server), or null before /api/health answers. */
export function versionFrom(health: unknown): string | null {
  const value = field(health, 'version');
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The community chat link (CHAT_URL), only an http(s) address; null when unset: the link is hidden. */
export function chatUrlFrom(health: unknown): string | null {
  const value = field(health, 'chatUrl');
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
