import { describe, expect, it } from 'vitest';
import { IDENTITY_TTL_MINUTES, readIdentity, signIdentity } from './identity.js';

const SECRET = 'test-secret-test-secret-test-secret-000';
const NOW = Date.parse('2026-11-24T18:00:00Z');

describe('booking identity', () => {
  it('reads back the email it was signed for, in its shop, until it expires', () => {
    const token = signIdentity(SECRET, { accountId: 7, email: 'Julie@Example.test ' }, NOW);
    expect(readIdentity(SECRET, token, 7, NOW)).toEqual({ email: 'julie@example.test' });
    expect(readIdentity(SECRET, token, 7, NOW + (IDENTITY_TTL_MINUTES * 60 - 1) * 1000)).toEqual({ email: 'julie@example.test' });
    expect(readIdentity(SECRET, token, 7, NOW + IDENTITY_TTL_MINUTES * 60 * 1000)).toBeNull();
  });

  it('is worth nothing in another shop, with another secret, or altered', () => {
    const token = signIdentity(SECRET, { accountId: 7, email: 'julie@example.test' }, NOW);
    expect(readIdentity(SECRET, token, 8, NOW)).toBeNull();
    expect(readIdentity(`${SECRET}x`, token, 7, NOW)).toBeNull();
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('julie@', 'marc@')).toString('base64url');
    expect(readIdentity(SECRET, `${forged}.${signature}`, 7, NOW)).toBeNull();
    expect(readIdentity(SECRET, `${payload}.${signature.slice(0, -2)}`, 7, NOW)).toBeNull();
    expect(readIdentity(SECRET, `${payload}.${signature}.x`, 7, NOW)).toBeNull();
    expect(readIdentity(SECRET, 'garbage', 7, NOW)).toBeNull();
    expect(readIdentity(SECRET, '', 7, NOW)).toBeNull();
  });

  it('is no proof of another kind: a manage-link key does not sign it', () => {
    // Same payload signed with a key of another label fails: the identity key is its own.
    const token = signIdentity(SECRET, { accountId: 7, email: 'julie@example.test' }, NOW);
    const [payload] = token.split('.') as [string];
    expect(readIdentity(SECRET, `${payload}.${'A'.repeat(43)}`, 7, NOW)).toBeNull();
  });
});
