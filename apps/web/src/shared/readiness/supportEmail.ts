/** Support address shown until /api/health tells the configured one. */
export const FALLBACK_SUPPORT_EMAIL = 'support@atelier.app';

/** Picks `supportEmail` out of the health answer, tolerating older servers that omit it. */
export function supportEmailFrom(health: unknown): string {
  const value = health && typeof health === 'object' ? (health as Record<string, unknown>).supportEmail : undefined;
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value) ? value : FALLBACK_SUPPORT_EMAIL;
}
