import type { ApiKey } from '@atelier/contracts';

export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: it is the decision someone took. */
export function apiKeyStatus(key: Pick<ApiKey, 'expiresAt' | 'revokedAt'>, now: Date = new Date()): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}
