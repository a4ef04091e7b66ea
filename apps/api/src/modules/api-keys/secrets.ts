import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@atelier/contracts';
import { hashOpaqueToken } from '../auth/opaque-tokens.js';

/** A new API key: `atk_` + 32 random bytes; only its hash and a short prefix are stored. */
export function newApiKeySecret(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashOpaqueToken(key), prefix: key.slice(0, API_KEY_PREFIX.length + 6) };
}

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}
