import { createHash, randomBytes } from 'node:crypto';

/** Refresh and one-time tokens: random, shown once, stored only as a SHA-256 hash. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
